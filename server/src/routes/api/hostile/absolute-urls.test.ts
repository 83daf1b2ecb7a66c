import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../config';
import { testApp } from '../../../../test/app';
import { freshDatabase, type TestDatabase } from '../../../../test/databases';
import { fakeWebRoot } from '../../../../test/fake-site';

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
