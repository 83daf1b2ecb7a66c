import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../config';
import { testApp } from '../../../../test/app';
import { freshDatabase, type TestDatabase } from '../../../../test/databases';
import { fakeWebRoot } from '../../../../test/fake-site';
import { FUZZ_RUNS } from '../../../../test/fuzz';

// Round two, finding 2 (docs/hostile-input.md): `Host: evil.example` on /robots.txt answered
// `Sitemap: http://evil.example/sitemap.xml` with an hour of public caching, and the sitemap
// and every page's canonical and og:url followed it (X-Forwarded-Host too, with
// TRUST_PROXY). Every absolute URL the server writes starts with SITE_URL, whatever the
// request says its host is.

const SITE_URL = 'https://www.example.com';

const HOST_VARIANTS: ReadonlyArray<Record<string, string>> = [
  { host: 'evil.example' },
  { host: 'evil.example:8443' },
  { host: 'www.example.com@evil.example' },
  { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
  { 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-host': 'www.example.com.evil.example', 'x-forwarded-proto': 'https' },
  { forwarded: 'host=evil.example;proto=http' },
  { host: '[::1]:1' },
];

const RUNS = Math.max(10, Math.round(FUZZ_RUNS / 10));

/** Hosts as a client may claim them: ports, user info, lists, IPv6, odd case and dots. */
const hostileHost = fc
  .record({
    name: fc.constantFrom(
      'evil.example',
      'EVIL.example.',
      'www.example.com.evil.example',
      'xn--evil-7ra.example',
    ),
    before: fc.constantFrom('', 'www.example.com@', 'user:pw@', 'www.example.com, '),
    after: fc.constantFrom('', ':8443', ':0', ', www.example.com', '/path', '?q', '#x', '\\@x'),
  })
  .map(({ name, before, after }) => `${before}${name}${after}`);

/** A set of host headers, each present or not, with what a proxy would add. */
const hostileHeaders = fc
  .record(
    {
      host: fc.oneof(hostileHost, fc.constant('[::1]:1')),
      'x-forwarded-host': hostileHost,
      'x-forwarded-proto': fc.constantFrom('http', 'https', 'javascript', 'http, https'),
      'x-forwarded-port': fc.constantFrom('1', '8443', 'evil'),
      forwarded: hostileHost.map((host) => `for=1.2.3.4;host=${host};proto=http`),
      'x-original-host': hostileHost,
      'x-forwarded-server': hostileHost,
    },
    { requiredKeys: [] },
  )
  .filter((headers) => Object.keys(headers).length > 0);

/** Every absolute http(s) URL of a body. */
function absoluteUrls(body: string): string[] {
  return [...body.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0]);
}

for (const trustProxy of [false, 1] as const) {
  describe(`absolute URLs ${trustProxy ? 'behind a trusted proxy' : 'without a proxy'}`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await freshDatabase('pglite');
      app = await testApp(database.db, { webRoot: fakeWebRoot(), siteUrl: SITE_URL, trustProxy });
    });
    after(async () => {
      await app.close();
      await database.drop();
    });

    const assertSiteUrls = (label: string, body: string) => {
      assert.doesNotMatch(body, /evil|\[::1\]/i, label);
      const urls = absoluteUrls(body).filter(
        (found) => !found.startsWith('http://www.sitemaps.org/'),
      );
      assert.ok(urls.length > 0, `${label}: no absolute URL to check`);
      for (const found of urls) assert.ok(found.startsWith(`${SITE_URL}/`), `${label}: ${found}`);
    };

    test(`when every page of the route table, robots.txt and the sitemap are asked for under random host headers (${RUNS} cases), then every absolute URL starts with SITE_URL`, async () => {
      const routes = (await app.inject({ url: '/mf/routes.json' })).json() as { path: string }[];
      const urls = [
        '/robots.txt',
        '/sitemap.xml',
        ...routes.map(({ path }) => path.replace(/:[^/]+/g, 'x')),
      ];
      assert.ok(urls.length > 8, urls.join(' '));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...urls), hostileHeaders, async (url, headers) => {
          const response = await app.inject({ url, headers, remoteAddress: '10.0.0.3' });
          const label = `${url} ${JSON.stringify(headers)}`;
          assert.ok(response.statusCode < 500, `${label}: ${response.statusCode}`);
          if (response.statusCode === 200) assertSiteUrls(label, response.body);
          const location = response.headers.location;
          if (location) assert.match(String(location), /^\/(?![/\\])/, `${label}: ${location}`);
        }),
        { numRuns: RUNS },
      );
    });

    for (const url of ['/robots.txt', '/sitemap.xml', '/', '/search?q=dpu', '/login']) {
      test(`when ${url} is asked for under another Host or X-Forwarded-Host, then its URLs start with SITE_URL`, async () => {
        for (const headers of HOST_VARIANTS) {
          const response = await app.inject({ url, headers, remoteAddress: '10.0.0.2' });
          const label = `${url} ${JSON.stringify(headers)}`;
          assert.equal(response.statusCode, 200, label);
          assert.doesNotMatch(response.body, /evil\.example|\[::1\]/, label);
          const urls = absoluteUrls(response.body).filter(
            (found) => !found.startsWith('http://www.sitemaps.org/'),
          );
          assert.ok(urls.length > 0, `${label}: no absolute URL to check`);
          for (const found of urls)
            assert.ok(found.startsWith(`${SITE_URL}/`), `${label}: ${found}`);
        }
      });
    }
  });
}

describe('SITE_URL', () => {
  test('when production starts without SITE_URL, then the start fails saying what to set', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production' }),
      /SITE_URL must be set in production: the site's public origin such as https:\/\/www\.example\.com/,
    );
  });

  test('when SITE_URL is set, then it is the origin; elsewhere than production it defaults to localhost', () => {
    assert.equal(
      loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com/' }).siteUrl,
      'https://www.example.com',
    );
    assert.equal(loadConfig({ PORT: '8123' }).siteUrl, 'http://localhost:8123');
    assert.equal(loadConfig({ NODE_ENV: 'test' }).siteUrl, 'http://localhost:8080');
    assert.throws(
      () => loadConfig({ SITE_URL: 'javascript:alert(1)' }),
      /SITE_URL must be an http/,
    );
  });
});
