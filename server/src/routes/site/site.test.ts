import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../test/app';
import { freshDatabase, type TestDatabase } from '../../../test/databases';

// A fake built site in a temp folder stands in for the real builds.
function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dpu-web-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><html lang="zh-CN"><div id="root"></div></html>');
  write('shell/dist/main.js', 'console.log("shell")');
  write('shell/dist/470.0123abcd.js', 'console.log("chunk")');
  for (const remote of ['marketing', 'products', 'careers', 'support']) {
    write(`mfe-${remote}/dist/mf-manifest.json`, '{}');
    write(`mfe-${remote}/dist/remoteEntry.js`, `/* ${remote} */`);
    write(`mfe-${remote}/dist/12.89abcdef.js`, `/* ${remote} chunk */`);
  }
  return root;
}

describe('static site', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let remotesFile: string;

  before(async () => {
    database = await freshDatabase('pglite');
    const webRoot = fakeWebRoot();
    remotesFile = path.join(webRoot, 'remotes.json');
    writeFileSync(
      remotesFile,
      JSON.stringify({ products: 'https://cdn.example.com/products/mf-manifest.json' }),
    );
    app = await testApp(database.db, { webRoot, remotesConfigFile: remotesFile });
  });

  after(async () => {
    await app.close();
    await database.drop();
  });

  test('when a deep link is requested, then the shell index.html answers, uncached', async () => {
    for (const url of [
      '/',
      '/about/companyhistory',
      '/product/conflux2200E?x=1',
      '/no/such/page',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<div id="root">/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  test('when entries and manifests are requested, then they are no-cache; hashed chunks immutable', async () => {
    const entry = await app.inject({ url: '/remotes/products/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const manifest = await app.inject({ url: '/remotes/support/mf-manifest.json' });
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const chunk = await app.inject({ url: '/remotes/careers/12.89abcdef.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    const shellChunk = await app.inject({ url: '/470.0123abcd.js' });
    assert.equal(shellChunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await app.inject({ url: '/main.js' })).headers['cache-control'], 'no-cache');
  });

  test('when remotes.json is configured, then its entries override the local defaults', async () => {
    const response = await app.inject({ url: '/mf/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      marketing: '/remotes/marketing/mf-manifest.json',
      products: 'https://cdn.example.com/products/mf-manifest.json',
      careers: '/remotes/careers/mf-manifest.json',
      support: '/remotes/support/mf-manifest.json',
    });
  });

  test('when the remotes file changes, then the next request sees it without a restart', async () => {
    writeFileSync(
      remotesFile,
      JSON.stringify({ careers: 'https://cdn.example.com/careers/mf-manifest.json' }),
    );
    const body = (await app.inject({ url: '/mf/remotes.json' })).json();
    assert.equal(body.careers, 'https://cdn.example.com/careers/mf-manifest.json');
    assert.equal(body.products, '/remotes/products/mf-manifest.json');
  });

  test('when a missing asset or API route is requested, then it is a 404, never the index page', async () => {
    const asset = await app.inject({ url: '/remotes/products/missing.js' });
    assert.equal(asset.statusCode, 404);
    const api = await app.inject({ url: '/api/no-such-call' });
    assert.equal(api.statusCode, 404);
    assert.deepEqual(api.json(), { code: '404', msg: '请求的资源不存在' });
  });

  test('when a path tries to climb out of a static root, then nothing outside is served', async () => {
    for (const url of [
      '/remotes/products/../../shell/dist/index.html',
      '/data/file/..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await app.inject({ url });
      assert.doesNotMatch(response.body, /root:x:0:0/, url);
    }
  });
});
