import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { renderZip } from '../../../files/generate/zip';
import { suiteApp } from '../../../../test/app';
import { jobsContentDir } from '../../../../test/content';
import { describeOnEngines } from '../../../../test/databases';
import { type FilePart, postMultipart } from '../../../../test/multipart';

const FIELDS = {
  jobId: 'dpu-driver-engineer',
  name: '钱七',
  phone: '13900139000',
  email: 'qian@example.com',
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const doc = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);
const resume = (
  content: Buffer,
  filename = '简历.pdf',
  contentType = 'application/pdf',
): FilePart => ({
  field: 'resume',
  filename,
  contentType,
  content,
});

await describeOnEngines('job applications', (engine) => {
  const suite = suiteApp(engine, { contentDir: jobsContentDir() });
  const apply = (fields: Record<string, string>, files: FilePart[]) => {
    return postMultipart(suite.app, '/api/jobs/apply', fields, files);
  };

  test('when a PDF, DOCX or DOC resume is sent for an open job, then it is stored in the blob store under a generated key', async () => {
    const docx = await renderZip([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'word/document.xml', content: '<w:document/>' },
    ]);
    const cases: [Buffer, string, string][] = [
      [pdf, '简历.pdf', 'application/pdf'],
      [
        docx,
        'resume.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [doc, '../../etc/resume.doc', 'application/msword'],
    ];
    for (const [content, filename, type] of cases) {
      const response = await apply(FIELDS, [resume(content, filename, 'application/octet-stream')]);
      assert.equal(response.statusCode, 200, response.body);
      const { code, data } = response.json();
      assert.equal(code, '200');
      const [row] = await suite.database.db.query<{
        resume_key: string;
        resume_name: string;
        resume_type: string;
        resume_size: number;
      }>(
        'select resume_key, resume_name, resume_type, resume_size from applications where id = $1',
        [data.id],
      );
      assert.equal(row!.resume_type, type);
      assert.equal(row!.resume_name, path.basename(filename));
      assert.equal(Number(row!.resume_size), content.length);
      assert.match(row!.resume_key, /^resumes\/\d{4}-\d{2}\/[0-9a-f-]{36}\.(pdf|docx|doc)$/);
      const blob = await suite.app.blobs.get(row!.resume_key);
      assert.equal(blob!.contentType, type);
      const stored = Buffer.concat(await blob!.stream().toArray());
      assert.deepEqual(stored, content);
    }
  });

  test('when the resume is not PDF or Word, then 400 whatever its name says', async () => {
    const plainZip = await renderZip([{ name: 'a.txt', content: 'x' }]);
    for (const content of [Buffer.from('MZ\x90\x00 an exe'), plainZip, Buffer.from('<html>')]) {
      const response = await apply(FIELDS, [resume(content, 'resume.pdf', 'application/pdf')]);
      assert.equal(response.statusCode, 400);
      assert.match(response.json().msg, /PDF 或 Word/);
    }
    const empty = await apply(FIELDS, [resume(Buffer.alloc(0))]);
    assert.equal(empty.statusCode, 400);
  });

  test('when the resume is larger than 10 MB, then 413; at 9 MB it is accepted', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await apply(FIELDS, [resume(big)]);
    assert.equal(tooLarge.statusCode, 413);
    assert.deepEqual(tooLarge.json(), {
      code: '413',
      msg: '文件不能超过 10 MB',
      fields: { resume: '文件不能超过 10 MB' },
    });
    const fine = await apply(FIELDS, [resume(Buffer.concat([pdf, Buffer.alloc(9 * 1024 * 1024)]))]);
    assert.equal(fine.statusCode, 200);
  });

  test('when the job is unknown or a field is missing, then 400 names it', async () => {
    const unknown = await apply({ ...FIELDS, jobId: 'no-such-job' }, [resume(pdf)]);
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().msg, /职位/);
    const noResume = await apply(FIELDS, []);
    assert.equal(noResume.statusCode, 400);
    assert.match(noResume.json().msg, /简历/);
    const { email: _e, ...noEmail } = FIELDS;
    const missing = await apply(noEmail, [resume(pdf)]);
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().msg, /邮箱/);
    const json = await suite.app.inject({
      method: 'POST',
      url: '/api/jobs/apply',
      payload: { ...FIELDS, resume: { filename: 'a.pdf', mimetype: 'x', data: '%PDF' } },
    });
    assert.equal(json.statusCode, 400);
  });
});

await describeOnEngines('contact leads', (engine) => {
  const suite = suiteApp(engine);
  const LEAD = {
    name: '孙八',
    company: '示例云',
    phone: '13700137000',
    email: 'sun@example.com',
    message: '希望了解 2200E 的批量采购。',
  };
  const contact = (body: unknown) =>
    suite.app.inject({ method: 'POST', url: '/api/contact', payload: body as object });

  test('when a lead names a product key, then it is stored with it', async () => {
    assert.deepEqual((await contact({ ...LEAD, interested: 'conflux2200E' })).json(), {
      code: '200',
    });
    assert.deepEqual((await contact(LEAD)).json(), { code: '200' });
    assert.deepEqual((await contact({ ...LEAD, interested: '' })).json(), { code: '200' });
    const rows = await suite.database.db.query<{ interested: string | null; message: string }>(
      'select interested, message from leads order by id',
    );
    assert.deepEqual(
      rows.map((r) => r.interested),
      ['conflux2200E', null, null],
    );
    assert.equal(rows[0]!.message, LEAD.message);
  });

  test('when interested is not a product key or a field is bad, then 400 names it', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...LEAD, interested: 'conflux9999' }, /意向产品/],
      [{ ...LEAD, email: 'x' }, /邮箱/],
      [{ ...LEAD, message: '' }, /留言内容/],
      [{ ...LEAD, message: 'x'.repeat(2001) }, /留言内容/],
      [{ ...LEAD, name: undefined }, /姓名/],
    ];
    for (const [body, message] of cases) {
      const response = await contact(body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(response.json().msg, message);
    }
  });
});
