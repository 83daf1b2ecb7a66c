import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import sharp from 'sharp';
import { productByKey } from '@dpu/contracts';
import { suiteApp } from '../../../../test/app';
import { jobsContentDir } from '../../../../test/content';
import { FUZZ_RUNS } from '../../../../test/fuzz';
import { postMultipart } from '../../../../test/multipart';
import { auth, loginAs } from '../../../../test/users';

// Round two, finding 4 (docs/hostile-input.md): hostile file names on every upload — the
// résumé of an application, a media upload and a media replacement, a support material
// release. Whatever the name, the
// one shown to staff (and sent with the download) is a clean base plus the extension of the
// type the server detected.

const RUNS = Math.max(10, Math.round(FUZZ_RUNS / 10));
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** Pieces of hostile names; a multipart header cannot carry '"', CR or LF as they are. */
const PIECES = [
  '简历',
  'cv',
  '.pdf',
  '.bat',
  '.exe',
  '.svg',
  '.html',
  '.',
  '..',
  '/',
  '\\',
  '../',
  ' ',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2069',
  '\u200b',
  '\u200e',
  '\u200f',
  '\u061c',
  '\ufeff',
  '\u00ad',
  '\u0085',
  '\u0001',
  '\u001f',
  '\u007f',
  '<',
  '>',
  ':',
  '|',
  '?',
  '*',
  'CON',
  '%00',
  '😀',
  'x'.repeat(300),
];
const hostileName = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 })
  .map((pieces) => pieces.join(''));

/** What a shown name may never hold: folders, controls, bidi or invisible characters. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\p{Default_Ignorable_Code_Point}<>:"|?*/\\]/u;

function assertClean(shown: string, extension: RegExp, sent: string) {
  const label = `${JSON.stringify(sent)} → ${JSON.stringify(shown)}`;
  assert.match(shown, extension, label);
  assert.doesNotMatch(shown, UNSEEN, label);
  assert.doesNotMatch(shown, /^[.\s]/, label);
  assert.ok([...shown].length <= 125, label);
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether the upload is refused at the door ('400'): the multipart parser keeps only the
 * part after the last '/' or '\\', and a C0 control or DEL in it is refused like in any
 * field (round one's finding 4).
 */
function refused(name: string): boolean {
  return CONTROL.test(name.split(/[\\/]/).pop() ?? '');
}

/** The UTF-8 name of a Content-Disposition header (RFC 6266 filename*). */
function downloadName(header: string | string[] | undefined): string {
  const match = /filename\*=UTF-8''([^;]+)/.exec(String(header));
  return decodeURIComponent(match?.[1] ?? '');
}

describe('hostile file names on every upload', () => {
  const suite = suiteApp('pglite', { contentDir: jobsContentDir() });
  let staff: string;
  let png: Buffer;

  before(async () => {
    staff = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
    png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#c8102e' },
    })
      .png()
      .toBuffer();
  });

  const post = (
    url: string,
    fields: Record<string, string>,
    field: string,
    file: { filename: string; contentType: string; content: Buffer },
  ) => {
    // in a quoted header value a backslash escapes the next character (RFC 7578 as parsed)
    const sent = { ...file, filename: file.filename.replace(/\\/g, '\\\\') };
    return postMultipart(suite.app, url, fields, [{ field, ...sent }], auth(staff));
  };

  test('when a résumé (a PDF) comes under a hostile name, then staff see and download a clean name ending .pdf', async () => {
    await fc.assert(
      fc.asyncProperty(hostileName, async (name) => {
        const fields = {
          jobId: 'dpu-driver-engineer',
          name: '吴一',
          phone: '13500135000',
          email: 'wu@example.com',
        };
        const file = { filename: name, contentType: 'application/x-msdownload', content: PDF };
        const applied = await post('/api/jobs/apply', fields, 'resume', file);
        if (refused(name)) {
          assert.equal(applied.statusCode, 400, `${JSON.stringify(name)}: ${applied.body}`);
          return;
        }
        assert.equal(applied.statusCode, 200, `${JSON.stringify(name)}: ${applied.body}`);
        const id = applied.json().data.id as number;
        const list = await suite.app.inject({
          url: '/api/admin/applications?jobId=dpu-driver-engineer&pageSize=1',
          headers: auth(staff),
        });
        const [row] = list.json().data.items as { id: number; resumeName: string }[];
        assert.equal(row?.id, id);
        assertClean(row.resumeName, /\.pdf$/, name);
        const download = await suite.app.inject({
          url: `/api/admin/applications/${id}/resume`,
          headers: auth(staff),
        });
        assert.equal(download.statusCode, 200);
        assert.equal(downloadName(download.headers['content-disposition']), row.resumeName);
      }),
      { numRuns: RUNS },
    );
  });

  test('when a media image (a PNG) comes or is replaced under a hostile name, then its name is clean and ends .png', async () => {
    await fc.assert(
      fc.asyncProperty(hostileName, hostileName, async (name, replacement) => {
        const file = (filename: string) => ({ filename, contentType: 'text/html', content: png });
        const uploaded = await post('/api/admin/media', { alt: '芯片' }, 'file', file(name));
        if (refused(name)) {
          assert.equal(uploaded.statusCode, 400, `${JSON.stringify(name)}: ${uploaded.body}`);
          return;
        }
        assert.equal(uploaded.statusCode, 200, `${JSON.stringify(name)}: ${uploaded.body}`);
        const item = uploaded.json().data as { id: number; fileName: string };
        assertClean(item.fileName, /\.png$/, name);
        const replaced = await post(
          `/api/admin/media/${item.id}/replace`,
          { alt: '芯片' },
          'file',
          file(replacement),
        );
        if (refused(replacement)) {
          assert.equal(replaced.statusCode, 400, replaced.body);
          return;
        }
        assert.equal(replaced.statusCode, 200, replaced.body);
        assertClean(replaced.json().data.fileName, /\.png$/, replacement);
      }),
      { numRuns: RUNS },
    );
  });

  test('when support material comes under a hostile name, then its name is clean, ends with the detected type, and the download says so', async () => {
    const proId = productByKey('conflux2200E')!.proId;
    const gzip = Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]);
    let version = 0;
    await fc.assert(
      fc.asyncProperty(hostileName, fc.boolean(), async (name, detected) => {
        version += 1;
        const fields = { proId, kind: 'driver', version: `V9.${version}`, title: '驱动' };
        const content = detected ? gzip : Buffer.from('firmware image');
        const file = { filename: name, contentType: 'text/html', content };
        const published = await post('/api/admin/materials', fields, 'file', file);
        if (refused(name)) {
          assert.equal(published.statusCode, 400, `${JSON.stringify(name)}: ${published.body}`);
          return;
        }
        assert.equal(published.statusCode, 200, `${JSON.stringify(name)}: ${published.body}`);
        const release = published.json().data as { fileId: number; fileName: string };
        // a type the server does not know keeps a plain extension; the download is then bytes
        assertClean(release.fileName, detected ? /\.gz$/ : /\.[a-z0-9]{1,10}$/, name);
        const download = await suite.app.inject({
          url: `/api/file/download/${release.fileId}`,
          headers: auth(staff),
        });
        assert.equal(download.statusCode, 200, download.body);
        assert.match(String(download.headers['content-disposition']), /^attachment;/);
        assert.equal(downloadName(download.headers['content-disposition']), release.fileName);
        const type = detected ? 'application/gzip' : 'application/octet-stream';
        assert.equal(download.headers['content-type'], type);
      }),
      { numRuns: RUNS },
    );
  });
});
