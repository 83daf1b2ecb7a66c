import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { productByKey } from '@dpu/contracts';
import { fileSpecFor, LOGO_PACKAGE_ID } from '../../../files/catalogue';
import { contentDisposition, parseRange } from '../../../files/send-file';
import { pdfText, readZip } from '../../../../test/archives';
import { suiteApp } from '../../../../test/app';
import { describeOnEngines } from '../../../../test/databases';
import { auth, grantProduct, registerUser } from '../../../../test/users';

const E = productByKey('conflux2200E')!;
const driverE = fileSpecFor('conflux2200E', 'driver')!;
const guideE = fileSpecFor('conflux2200E', 'guide')!;
const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');

await describeOnEngines('file downloads', (engine) => {
  const suite = suiteApp(engine);
  const get = (url: string, headers: Record<string, string> = {}) =>
    suite.app.inject({ url, headers });

  test('when the 2200E handbook is downloaded without a token, then a real PDF streams with its headers', async () => {
    const response = await get('/api/file/download/4591');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    const body = response.rawPayload;
    assert.equal(body.subarray(0, 5).toString(), '%PDF-');
    assert.equal(Number(response.headers['content-length']), body.length);
    assert.equal(response.headers.etag, `"${sha(body)}"`);
    assert.equal(response.headers['accept-ranges'], 'bytes');
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="CONFLUX-2200E _+\.pdf"; filename\*=UTF-8''CONFLUX-2200E%20%E4%BA%A7%E5%93%81%E6%89%8B%E5%86%8C\.pdf$/,
    );
    assert.ok(pdfText(body).includes('CONFLUX-2200E'));
  });

  test('when a handbook is addressed by pdf key, then it is the same file as its id', async () => {
    for (const [key, id] of [
      ['conflux2200E', 4591],
      ['conflux2200P', 5543],
    ] as const) {
      const byKey = await get(`/api/file/pdf/${key}`);
      const byId = await get(`/api/file/download/${id}`);
      assert.equal(byKey.statusCode, 200, key);
      assert.deepEqual(byKey.rawPayload, byId.rawPayload, key);
      assert.equal(byKey.headers.etag, byId.headers.etag);
    }
    assert.ok(
      pdfText((await get('/api/file/pdf/conflux2200P')).rawPayload).includes('128 个 SR-IOV VF'),
    );
  });

  test('when an id or key is unknown, then 404; when malformed, then 400', async () => {
    assert.deepEqual((await get('/api/file/download/99999')).json(), {
      code: '404',
      msg: '文件不存在',
    });
    assert.equal((await get('/api/file/pdf/nope')).statusCode, 404);
    for (const url of [
      '/api/file/download/1e3',
      '/api/file/download/-1',
      '/api/file/pdf/..%2f..%2fetc%2fpasswd',
      '/api/file/pdf/a.b',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.json().code, '400');
    }
  });

  test('when a gated driver is requested, then 401 without token, 403 without grant, the zip with it (IDOR)', async () => {
    const url = `/api/file/download/${driverE.id}`;
    assert.equal((await get(url)).statusCode, 401);
    const owner = await registerUser(suite.app);
    const other = await registerUser(suite.app);
    await grantProduct(suite.app, owner.email, E.proId);
    const denied = await get(url, auth(other.token));
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().code, '403');
    assert.equal((await get(`/api/file/download/${guideE.id}`, auth(other.token))).statusCode, 403);
    const ok = await get(url, auth(owner.token));
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.headers['content-type'], 'application/zip');
    // The answer depends on who asks: no shared or private cache may keep it.
    assert.equal(ok.headers['cache-control'], 'no-store');
    const names = [...readZip(ok.rawPayload).keys()];
    assert.ok(names.some((name) => name.endsWith('SHA256SUMS')));
  });

  test('when a byte range is asked, then 206 with that slice; beyond the end, 416', async () => {
    const whole = (await get('/api/file/download/4591')).rawPayload;
    const part = await get('/api/file/download/4591', { range: 'bytes=0-99' });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 0-99/${whole.length}`);
    assert.equal(Number(part.headers['content-length']), 100);
    assert.deepEqual(part.rawPayload, whole.subarray(0, 100));
    const tail = await get('/api/file/download/4591', { range: 'bytes=-10' });
    assert.deepEqual(tail.rawPayload, whole.subarray(-10));
    const bad = await get('/api/file/download/4591', { range: `bytes=${whole.length + 5}-` });
    assert.equal(bad.statusCode, 416);
    assert.equal(bad.headers['content-range'], `bytes */${whole.length}`);
    assert.equal(bad.json().code, '416');
    const stale = await get('/api/file/download/4591', {
      range: 'bytes=0-9',
      'if-range': '"old"',
    });
    assert.equal(stale.statusCode, 200);
  });

  test('when the client has the current version, then 304', async () => {
    const first = await get('/api/file/download/4591');
    const again = await get('/api/file/download/4591', {
      'if-none-match': String(first.headers.etag),
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
  });

  test('when public files are fetched under /data/file/, then they are served; gated ones never', async () => {
    const logo = await get('/data/file/brand/logo-package.zip');
    assert.equal(logo.statusCode, 200);
    assert.deepEqual(
      logo.rawPayload,
      (await get(`/api/file/download/${LOGO_PACKAGE_ID}`)).rawPayload,
    );
    const qr = await get('/data/file/brand/official-account-qr.svg');
    assert.equal(qr.statusCode, 200);
    assert.match(String(qr.headers['content-type']), /image\/svg\+xml/);
    assert.equal((await get('/data/file/handbooks/conflux2200E.pdf')).statusCode, 200);
    for (const url of [
      `/data/file/../gated/conflux2200E/driver-${driverE.version}.zip`,
      `/data/file/..%2fgated%2fconflux2200E%2fdriver-${driverE.version}.zip`,
      `/data/file/%2e%2e/gated/conflux2200E/installation-guide.pdf`,
      `/data/file/gated/conflux2200E/installation-guide.pdf`,
      '/data/file/.generated.json',
      '/data/file/../.generated.json',
    ]) {
      const response = await get(url);
      assert.notEqual(response.statusCode, 200, url);
      assert.ok(!response.rawPayload.subarray(0, 4).equals(Buffer.from('PK\x03\x04')), url);
      assert.ok(!response.body.startsWith('%PDF'), url);
    }
  });
});

describe('download helpers', () => {
  test('when a name has non-ASCII characters or quotes, then both filename forms are safe', () => {
    assert.equal(
      contentDisposition('手册 "v2".pdf'),
      `attachment; filename="__ _v2_.pdf"; filename*=UTF-8''%E6%89%8B%E5%86%8C%20%22v2%22.pdf`,
    );
  });

  test('when ranges are parsed, then only single satisfiable ranges are honoured', () => {
    assert.deepEqual(parseRange('bytes=0-9', 100), { start: 0, end: 9 });
    assert.deepEqual(parseRange('bytes=90-200', 100), { start: 90, end: 99 });
    assert.deepEqual(parseRange('bytes=-5', 100), { start: 95, end: 99 });
    assert.equal(parseRange('bytes=100-', 100), 'unsatisfiable');
    assert.equal(parseRange('bytes=5-1', 100), 'unsatisfiable');
    assert.equal(parseRange('bytes=0-1,5-6', 100), undefined);
    assert.equal(parseRange('items=0-1', 100), undefined);
    assert.equal(parseRange(undefined, 100), undefined);
  });
});
