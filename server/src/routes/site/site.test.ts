import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../test/app';
import { freshDatabase, type TestDatabase } from '../../../test/databases';
import { fakeWebRoot, manifest } from '../../../test/fake-site';
import { waitFor } from '../../../test/wait';

/** Another deploy of the products remote, on another origin, with one more page. */
async function productsElsewhere(): Promise<{ url: string; server: Server }> {
  const routes = manifest('products', [
    { path: '/product/conflux2200E', head: { title: '页面' } },
    { path: '/product/new-card', head: { title: '新品' }, sitemap: true },
  ]);
  const server = createServer((request, response) => {
    if (request.url === '/v2/routes.json') response.end(routes);
    else if (request.url === '/v2/mf-manifest.json') response.end('{}');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v2/mf-manifest.json`, server };
}

const renders = () => (globalThis as { __renders?: string[] }).__renders ?? [];

describe('site: pages rendered from the remotes’ route manifests', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let remotesFile: string;
  let elsewhere: { url: string; server: Server };

  before(async () => {
    database = await freshDatabase('pglite');
    const webRoot = fakeWebRoot();
    remotesFile = path.join(webRoot, 'remotes.json');
    writeFileSync(remotesFile, '{}');
    elsewhere = await productsElsewhere();
    app = await testApp(database.db, { webRoot, remotesConfigFile: remotesFile });
  });

  after(async () => {
    await app.close();
    await database.drop();
    elsewhere.server.close();
  });

  test('when a page of any manifest is requested, then its rendering answers, uncached by the browser', async () => {
    // a parameter the route does not read is not part of the page (hostile-input.md R8)
    for (const [url, rendered] of [
      ['/', '/'],
      ['/login', '/login'],
      ['/product/conflux2200E?x=1', '/product/conflux2200E'],
      ['/search?q=dpu&x=1', '/search?q=dpu'],
      ['/about/leadership/hanzimo', '/about/leadership/hanzimo'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, new RegExp(`rendered ${rendered.replace('?', '\\?')} `));
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.ok(response.headers.etag);
    }
  });

  test('when the shell is rendered, then it gets the shell’s routes first and every remote’s', async () => {
    const body = (await app.inject({ url: '/search' })).body;
    assert.match(body, /\[shell:\/login,marketing:\/,/);
    assert.match(body, /support:\/productStack\/customer/);
  });

  test('when a path is in no manifest, then it redirects home', async () => {
    for (const url of ['/no/such/page', '/product/unknown', '/about/leadership/a/b']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 302, url);
      assert.equal(response.headers.location, '/');
    }
  });

  test('when a detail page’s content is missing, then the page answers 404', async () => {
    const response = await app.inject({ url: '/news/newsDetails?id=missing' });
    assert.equal(response.statusCode, 404);
    assert.match(response.body, /rendered/);
  });

  test('when a page is requested twice, then it is rendered once and revalidates with its ETag', async () => {
    const before = renders().filter((url) => url === '/search?q=twice').length;
    const first = await app.inject({ url: '/search?q=twice' });
    const second = await app.inject({
      url: '/search?q=twice',
      headers: { 'if-none-match': first.headers.etag },
    });
    assert.equal(second.statusCode, 304);
    assert.equal(renders().filter((url) => url === '/search?q=twice').length, before + 1);
  });

  test('when the browser accepts brotli, then the page is sent compressed', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.headers['content-encoding'], 'br');
  });

  test('when rendering fails, then the shell alone answers 200 and renders in the browser', async () => {
    const response = await app.inject({ url: '/search?q=boom' });
    assert.equal(response.statusCode, 200);
    const shellOnly = await app.inject({ url: '/news/newsDetails?id=boom' });
    assert.equal(shellOnly.statusCode, 200);
  });

  test('when the browser asks for the route table, then it gets paths, owners, names and protection only', async () => {
    const routes = (await app.inject({ url: '/mf/routes.json' })).json() as object[];
    assert.deepEqual(routes[0], { path: '/login', app: 'shell', name: 'login' });
    assert.ok(
      routes.some(
        (route) =>
          JSON.stringify(route) ===
          JSON.stringify({
            path: '/productStack/customer',
            app: 'support',
            name: 'productStack-customer',
            protected: true,
          }),
      ),
    );
  });

  test('when the sitemap is requested, then it lists public pages and one page per document, nothing gated', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /application\/xml/);
    const body = response.body;
    // SITE_URL's default outside production (docs/hostile-input.md round two, finding 2)
    assert.match(body, /<loc>http:\/\/localhost:8080\/<\/loc>/);
    assert.match(body, /\/product\/conflux2200E<\/loc>/);
    assert.match(
      body,
      /\/news\/newsDetails\?id=[a-z0-9-]+<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/,
    );
    assert.match(body, /\/about\/leadership\/hanzimo<\/loc>/);
    assert.match(body, /\/joinus\/social\/socialdetail\?id=social-/);
    assert.doesNotMatch(body, /socialdetail\?id=school-/);
    assert.doesNotMatch(body, /productStack|login|search/);
  });

  test('when robots.txt is requested, then it names the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    assert.match(response.body, /^Sitemap: http:\/\/localhost:8080\/sitemap\.xml$/m);
    assert.match(response.body, /^Disallow: \/api\/$/m);
  });

  test('when remotes.json points a remote at a new deploy, then its new page is served without a restart', async () => {
    assert.equal((await app.inject({ url: '/product/new-card' })).statusCode, 302);
    writeFileSync(remotesFile, JSON.stringify({ products: elsewhere.url }));
    // picked up when the file watch reports the change, moments later
    await waitFor(async () =>
      (await app.inject({ url: '/product/new-card' })).statusCode === 200 ? true : undefined,
    );
    const response = await app.inject({ url: '/product/new-card' });
    assert.equal(response.statusCode, 200);
    assert.match((await app.inject({ url: '/sitemap.xml' })).body, /\/product\/new-card</);
    writeFileSync(remotesFile, '{}');
  });

  test('when entries and manifests are requested, then they are no-cache; hashed chunks immutable', async () => {
    const entry = await app.inject({ url: '/remotes/products/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const manifestFile = await app.inject({ url: '/remotes/support/mf-manifest.json' });
    assert.equal(manifestFile.headers['cache-control'], 'no-cache');
    const chunk = await app.inject({ url: '/remotes/careers/12.89abcdef.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    const shellChunk = await app.inject({ url: '/470.0123abcd.js' });
    assert.equal(shellChunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await app.inject({ url: '/main.js' })).headers['cache-control'], 'no-cache');
  });

  test('when the shell’s Node build or page template is requested, then it is not served', async () => {
    assert.equal((await app.inject({ url: '/server/main.js' })).statusCode, 404);
    assert.notEqual((await app.inject({ url: '/index.html' })).statusCode, 200);
  });

  test('when remotes.json is configured, then its entries override the local defaults', async () => {
    writeFileSync(
      remotesFile,
      JSON.stringify({ products: 'https://cdn.example.com/products/mf-manifest.json' }),
    );
    await waitFor(async () =>
      (await app.inject({ url: '/mf/remotes.json' })).json().products.startsWith('https:')
        ? true
        : undefined,
    );
    const response = await app.inject({ url: '/mf/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      marketing: '/remotes/marketing/mf-manifest.json',
      products: 'https://cdn.example.com/products/mf-manifest.json',
      careers: '/remotes/careers/mf-manifest.json',
      support: '/remotes/support/mf-manifest.json',
    });
    writeFileSync(remotesFile, '{}');
  });

  test('when a missing asset or API route is requested, then it is a 404, never a page', async () => {
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
