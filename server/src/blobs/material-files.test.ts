import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { productByKey } from '@dpu/contracts';
import { suiteApp } from '../../test/app';
import { describeOnEngines } from '../../test/databases';
import { auth, grantProduct, registerUser } from '../../test/users';
import { storeMaterialFile, type MaterialFileInput } from './material-files';

const E = productByKey('conflux2200E')!;
const bytes = randomBytes(300 * 1024);
const sha256 = createHash('sha256').update(bytes).digest('hex');

async function* body(data: Buffer) {
  yield data;
}
const driver = (overrides: Partial<MaterialFileInput> = {}): MaterialFileInput => ({
  proId: E.proId,
  kind: 'driver',
  title: 'CONFLUX-2200E 驱动',
  fileName: 'conflux-driver-2.1.0.tar.gz',
  extension: 'gz',
  contentType: 'application/gzip',
  version: '2.1.0',
  releaseDate: '2025-03-01',
  releaseNotes: '修复若干问题',
  body: body(bytes),
  ...overrides,
});

await describeOnEngines('support material files in the blob store', (engine) => {
  const suite = suiteApp(engine);
  const download = (id: number, headers: Record<string, string> = {}) =>
    suite.app.inject({ url: `/api/file/download/${id}`, headers });

  test('when a gated version is stored, then its holders download it with the SHA-256 the server computed', async () => {
    const file = await storeMaterialFile(suite.app.repos, suite.app.blobs, driver());
    assert.ok(file.id >= 1_000_000);
    assert.equal(file.sha256, sha256);
    assert.equal(file.size, bytes.length);
    assert.equal(file.storagePath, null);
    const holder = await registerUser(suite.app);
    await grantProduct(suite.app, holder.email, E.proId);
    const whole = await download(file.id, auth(holder.token));
    assert.equal(whole.statusCode, 200, whole.body);
    assert.deepEqual(whole.rawPayload, bytes);
    assert.equal(whole.headers.etag, `"${sha256}"`);
    assert.equal(whole.headers['content-type'], 'application/gzip');
    // personal: no shared cache keeps it (plugins/app/auth.ts)
    assert.equal(whole.headers['cache-control'], 'no-store');
    assert.match(String(whole.headers['content-disposition']), /conflux-driver-2\.1\.0\.tar\.gz/);
    const part = await download(file.id, { ...auth(holder.token), range: 'bytes=100-199' });
    assert.equal(part.statusCode, 206);
    assert.deepEqual(part.rawPayload, bytes.subarray(100, 200));
  });

  test('when someone without the product asks, then 403; without a token 401', async () => {
    const file = await storeMaterialFile(suite.app.repos, suite.app.blobs, driver());
    const stranger = await registerUser(suite.app);
    const refused = await download(file.id, auth(stranger.token));
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, '403');
    assert.equal((await download(file.id)).statusCode, 401);
  });

  test('when a public version is stored, then anyone downloads it', async () => {
    const file = await storeMaterialFile(
      suite.app.repos,
      suite.app.blobs,
      driver({
        proId: null,
        kind: 'document',
        fileName: '白皮书.pdf',
        extension: 'pdf',
        contentType: 'application/pdf',
      }),
    );
    const response = await download(file.id);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=3600');
    assert.deepEqual(response.rawPayload, bytes);
  });

  test('when the row cannot be written, then no blob is left behind', async () => {
    const before = await suite.app.blobs.list('materials/');
    await assert.rejects(
      storeMaterialFile(suite.app.repos, suite.app.blobs, driver({ proId: 'f'.repeat(32) })),
    );
    assert.deepEqual(await suite.app.blobs.list('materials/'), before);
  });
});
