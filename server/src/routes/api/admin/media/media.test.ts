import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { suiteApp } from '../../../../../test/app';
import { describeOnEngines } from '../../../../../test/databases';
import { postMultipart } from '../../../../../test/multipart';
import { auth, loginAs, registerUser } from '../../../../../test/users';
import { deleteMedia, MESSAGES } from '../../../../media/media-service';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c8102e' } });
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const CLEAN_SVG = `<?xml version="1.0"?>
<!-- made by an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
     width="200" height="100" viewBox="0 0 200 100">
  <inkscape:grid/>
  <rect width="200" height="100" fill="#c8102e" inkscape:label="bg"/>
</svg>`;
const ACTIVE = 'SVG 图片不能包含脚本、事件属性（如 onload）或外部引用';

/** A content folder whose news article shows media 1. */
function contentUsingMediaOne(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dpu-content-'));
  mkdirSync(path.join(root, 'news'));
  writeFileSync(
    path.join(root, 'news', 'launch.md'),
    '---\ntitle: 新品发布\ndate: 2025-06-01\ndescription: 新品\n---\n\n![芯片](media:1)\n',
  );
  return root;
}

function mediaClient(suite: { app: FastifyInstance }) {
  let token = '';
  return {
    async login() {
      token = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
    },
    upload(
      fields: Record<string, string>,
      file?: { name: string; content: Buffer },
      url = '/api/admin/media',
    ) {
      return postMultipart(
        suite.app,
        url,
        fields,
        file
          ? [
              {
                field: 'file',
                filename: file.name,
                contentType: 'image/png',
                content: file.content,
              },
            ]
          : [],
        auth(token),
      );
    },
    call(method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) {
      return suite.app.inject({ method, url, payload, headers: auth(token) });
    },
  };
}

await describeOnEngines('media library', (engine) => {
  const suite = suiteApp(engine);
  const client = mediaClient(suite);
  let jpeg: Buffer;
  before(async () => {
    await client.login();
    jpeg = await solid(1200, 800).jpeg().toBuffer();
  });

  test('when staff upload a JPEG with alt text, then it is listed, searchable and served at every size', async () => {
    const response = await client.upload({ alt: '芯片特写' }, { name: 'chip.jpeg', content: jpeg });
    assert.equal(response.statusCode, 200, response.body);
    const item = response.json().data;
    assert.equal(item.contentType, 'image/jpeg');
    assert.deepEqual([item.width, item.height, item.version], [1200, 800, 1]);
    assert.equal(item.sha256, sha256(jpeg));
    assert.equal(item.size, jpeg.length);
    assert.equal(item.fileName, 'chip.jpeg');
    assert.equal(item.url, `/api/media/${item.id}/original?v=1`);

    const found = (await client.call('GET', '/api/admin/media?q=特写')).json().data;
    assert.deepEqual(
      found.items.map((i: { id: number }) => i.id),
      [item.id],
    );
    assert.equal((await client.call('GET', '/api/admin/media?q=chip.j')).json().data.total, 1);
    assert.equal((await client.call('GET', '/api/admin/media?q=100%')).json().data.total, 0);

    const webp = await suite.app.inject({ url: `/api/media/${item.id}/w640.webp?v=1` });
    assert.equal(webp.statusCode, 200, webp.body);
    assert.equal(webp.headers['content-type'], 'image/webp');
    assert.equal(webp.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await sharp(webp.rawPayload).metadata()).width, 640);
    const avif = await suite.app.inject({ url: `/api/media/${item.id}/w1920.avif` });
    assert.equal(avif.headers['content-type'], 'image/avif');
    assert.equal(avif.headers['cache-control'], 'public, max-age=300');
    assert.equal((await sharp(avif.rawPayload).metadata()).width, 1200, 'never enlarged');
    // made once, kept in the blob store for every instance
    const keys = (await suite.app.blobs.list(`media/${item.id}/v1/`)).map((b) => b.key);
    assert.deepEqual(keys, [`media/${item.id}/v1/w1920.avif`, `media/${item.id}/v1/w640.webp`]);
    const again = await suite.app.inject({
      url: `/api/media/${item.id}/w640.webp`,
      headers: { 'if-none-match': String(webp.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
    const part = await suite.app.inject({
      url: `/api/media/${item.id}/original`,
      headers: { range: 'bytes=0-1' },
    });
    assert.equal(part.statusCode, 206);
    assert.deepEqual(part.rawPayload, jpeg.subarray(0, 2));
    assert.equal(
      (await suite.app.inject({ url: `/api/media/${item.id}/w333.webp` })).statusCode,
      404,
    );
    assert.equal((await suite.app.inject({ url: '/api/media/999999/w640.webp' })).statusCode, 404);
  });

  test('when the file or alt text is wrong, then each field gets its own message', async () => {
    const both = await client.upload({}, { name: 'photo.png', content: Buffer.from('just text') });
    assert.equal(both.statusCode, 400);
    assert.deepEqual(both.json().fields, { file: MESSAGES.notImage, alt: MESSAGES.noAlt });
    assert.equal(both.json().msg, MESSAGES.notImage);

    const noFile = await client.upload({ alt: '图' });
    assert.deepEqual(noFile.json().fields, { file: MESSAGES.noFile });

    const script = Buffer.from(CLEAN_SVG.replace('<rect', '<script>alert(1)</script><rect'));
    const svg = await client.upload({ alt: '标志' }, { name: 'logo.svg', content: script });
    assert.equal(svg.statusCode, 400);
    assert.deepEqual(svg.json().fields, { file: ACTIVE });
    const handler = Buffer.from(CLEAN_SVG.replace('<rect', '<rect onclick="x()"'));
    assert.deepEqual(
      (await client.upload({ alt: '标志' }, { name: 'a.svg', content: handler })).json().fields,
      { file: ACTIVE },
    );

    const big = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]);
    const oversized = await client.upload({ alt: '大图' }, { name: 'big.jpg', content: big });
    assert.equal(oversized.statusCode, 413);
    assert.deepEqual(oversized.json().fields, { file: '文件不能超过 10 MB' });

    const broken = await client.upload(
      { alt: '坏图' },
      { name: 'x.jpg', content: jpeg.subarray(0, 400) },
    );
    assert.deepEqual(broken.json().fields, { file: '图片已损坏或无法识别' });

    // a JSON body naming a path on the server is never a file
    const forged = await client.call('PATCH', '/api/admin/media/1', { alt: '' });
    assert.deepEqual(forged.json().fields, { alt: MESSAGES.noAlt });
    const json = await suite.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: {
        alt: 'x',
        file: { filename: 'a.png', mimetype: 'image/png', path: '/etc/hostname', size: 5 },
      },
      headers: auth(await loginAs(suite.app, 'admin@example.com', 'Admin12345')),
    });
    assert.equal(json.statusCode, 400);
    assert.deepEqual(json.json().fields, { file: '请以表单方式上传图片' });
    assert.equal(
      (await suite.app.blobs.list('media/')).filter((b) => b.key.includes('originals')).length,
      1,
    );
  });

  test('when an SVG is uploaded, then what is stored is rebuilt clean and served as vector and bitmap', async () => {
    const response = await client.upload(
      { alt: '公司标志' },
      { name: 'logo.svg', content: Buffer.from(CLEAN_SVG) },
    );
    assert.equal(response.statusCode, 200, response.body);
    const item = response.json().data;
    assert.deepEqual([item.contentType, item.width, item.height], ['image/svg+xml', 200, 100]);
    const original = await suite.app.inject({ url: `/api/media/${item.id}/original` });
    assert.equal(original.headers['content-type'], 'image/svg+xml');
    assert.match(
      String(original.headers['content-security-policy']),
      /default-src 'none'.*sandbox/,
    );
    assert.equal(
      original.body,
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100">\n  \n  <rect width="200" height="100" fill="#c8102e"></rect>\n</svg>',
    );
    const png = await suite.app.inject({ url: `/api/media/${item.id}/w640.webp` });
    assert.equal((await sharp(png.rawPayload).metadata()).width, 640);
  });

  test('when an image is replaced, then it keeps its id and alt, and gets a new version and sizes', async () => {
    const first = (await client.upload({ alt: '横幅' }, { name: 'a.jpg', content: jpeg })).json()
      .data;
    const v1 = await suite.app.inject({ url: `/api/media/${first.id}/w320.webp` });
    const png = await solid(400, 300).png().toBuffer();
    const replaced = await client.upload(
      {},
      { name: 'b.png', content: png },
      `/api/admin/media/${first.id}/replace`,
    );
    assert.equal(replaced.statusCode, 200, replaced.body);
    const item = replaced.json().data;
    assert.deepEqual(
      [item.id, item.version, item.alt, item.contentType],
      [first.id, 2, '横幅', 'image/png'],
    );
    const v2 = await suite.app.inject({ url: `/api/media/${first.id}/w320.webp` });
    assert.notEqual(v2.headers.etag, v1.headers.etag);
    const sizes = (await suite.app.blobs.list(`media/${first.id}/`)).map((b) => b.key);
    assert.ok(sizes.includes(`media/${first.id}/v2/w320.webp`));
    assert.ok(!sizes.some((key) => key.includes('/v1/')), 'the old sizes are gone');
    assert.equal(sizes.filter((key) => key.includes('/originals/')).length, 2);
    const detail = (await client.call('GET', `/api/admin/media/${first.id}`)).json().data;
    assert.deepEqual(
      detail.versions.map((v: { version: number }) => v.version),
      [2, 1],
    );
    assert.equal(detail.versions[0].createdBy, 'admin@example.com');
    assert.deepEqual(detail.usedBy, []);
    const renamed = await client.call('PATCH', `/api/admin/media/${first.id}`, {
      alt: '首页横幅',
    });
    assert.equal(renamed.json().data.alt, '首页横幅');
    assert.equal(renamed.json().data.version, 2);
  });

  test('when an image is unused it can be deleted with its sizes; a used one is refused with its users named', async () => {
    const item = (await client.upload({ alt: '临时' }, { name: 'a.jpg', content: jpeg })).json()
      .data;
    await suite.app.inject({ url: `/api/media/${item.id}/w320.webp` });
    await assert.rejects(
      deleteMedia(suite.app.deps, item.id, async () => [
        { path: '/news/launch', title: '新品发布' },
      ]),
      (error: Error & { statusCode?: number }) =>
        error.statusCode === 409 &&
        error.message.includes('《新品发布》') &&
        error.message.includes('不能删除'),
    );
    const deleted = await client.call('DELETE', `/api/admin/media/${item.id}`);
    assert.deepEqual(deleted.json(), { code: '200' });
    assert.deepEqual(await suite.app.blobs.list(`media/${item.id}/`), []);
    assert.equal(
      (await suite.app.inject({ url: `/api/media/${item.id}/original` })).statusCode,
      404,
    );
    assert.equal((await client.call('DELETE', `/api/admin/media/${item.id}`)).statusCode, 404);
  });

  test('when a customer or nobody calls the library, then 403 and 401', async () => {
    const customer = await registerUser(suite.app);
    const list = (headers = {}) => suite.app.inject({ url: '/api/admin/media', headers });
    assert.equal((await list(auth(customer.token))).statusCode, 403);
    assert.equal((await list()).statusCode, 401);
  });
});

await describeOnEngines('media in use', (engine) => {
  const suite = suiteApp(engine, { contentDir: contentUsingMediaOne() });
  const client = mediaClient(suite);

  test('when a news article shows an image, then the library names it and refuses to delete it', async () => {
    await client.login();
    const png = await solid(100, 100).png().toBuffer();
    const item = (await client.upload({ alt: '芯片' }, { name: 'a.png', content: png })).json()
      .data;
    assert.equal(item.id, 1, 'the first image of a fresh database');
    const detail = (await client.call('GET', '/api/admin/media/1')).json().data;
    assert.deepEqual(detail.usedBy, [{ path: '/news/launch', title: '新品发布' }]);
    const refused = await client.call('DELETE', '/api/admin/media/1');
    assert.equal(refused.statusCode, 409);
    assert.equal(
      refused.json().msg,
      '这张图片正在被 《新品发布》使用，不能删除；请先在这些内容中移除或替换它',
    );
  });
});
