import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../../config';
import { suiteApp } from '../../../../test/app';
import { fakeWebRoot } from '../../../../test/fake-site';
import { pageTarget } from '../../../ssr/page-cache';

// Round two, finding 8 (docs/hostile-input.md): `?b=<random>`, reordered parameters, `//about`
// and `/./about` each bypassed the page cache (50–160 ms a render against 1–3 ms), so one
// client saturated the server at ~40 requests/s. The cache keys on the page's one URL (the
// normalised path and the parameters its route reads), other spellings of a path redirect to
// it, and renders the cache cannot answer are limited per client.

const RENDER_LIMIT = 6;

/** Every URL the fake shell renderer was asked to render, in this process. */
const renders = () => (globalThis as { __renders?: string[] }).__renders ?? [];
const count = (url: string) => renders().filter((rendered) => rendered === url).length;

describe('the page cache under hostile URLs', () => {
  const suite = suiteApp('pglite', {
    webRoot: fakeWebRoot(),
    rateLimits: { ...loadConfig({}).rateLimits, pageRenders: RENDER_LIMIT },
  });

  test('when parameters the route does not read vary, then the page is rendered once', async () => {
    const before = count('/search?q=dpu');
    const urls = [
      '/search?q=dpu',
      '/search?b=1&q=dpu',
      '/search?q=dpu&b=2',
      '/search?q=dpu&utm_source=x&utm_medium=y',
      '/search?q=%20dpu%00',
      '/search/?q=dpu&q=other',
    ];
    for (const [index, url] of urls.entries()) {
      const response = await suite.app.inject({ url, remoteAddress: `10.0.1.${index}` });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /rendered \/search\?q=dpu /, url);
    }
    assert.equal(count('/search?q=dpu'), before + 1, 'one render for every spelling');
    for (let i = 0; i < 30; i += 1) {
      const url = `/product/conflux2200E?b=${Math.random()}`;
      assert.equal(
        (await suite.app.inject({ url, remoteAddress: '10.0.2.1' })).statusCode,
        200,
        url,
      );
    }
    assert.equal(count('/product/conflux2200E'), 1, 'random parameters are one page');
  });

  test('when a path is written another way, then it redirects to the page’s one URL', async () => {
    // (an injected request's URL is parsed first, so '/./x' and '/x/../y' are tested on
    // pageTarget below, as they arrive over a socket)
    for (const [url, location] of [
      ['//search?q=a', '/search?q=a'],
      ['///product//conflux2200E/./?x=1', '/product/conflux2200E'],
      ['//evil.example/', '/'],
    ] as const) {
      const response = await suite.app.inject({ url, remoteAddress: '10.0.3.1' });
      assert.ok([301, 302].includes(response.statusCode), `${url}: ${response.statusCode}`);
      assert.equal(response.headers.location, location, url);
    }
  });

  test('when a path has dot or empty segments, then its target is the one URL of the page', () => {
    const routes = [{ path: '/about' }, { path: '/search', query: ['q'] }, { path: '/' }];
    for (const [url, location] of [
      ['/./about', '/about'],
      ['/x/../about', '/about'],
      ['//about', '/about'],
      ['/about/./', '/about'],
      ['/.%2e/about', '/about'],
      ['//search?b=1&q=%00x', '/search?q=x'],
    ] as const) {
      assert.deepEqual(pageTarget(routes, url), { kind: 'redirect', location }, url);
    }
    assert.deepEqual(pageTarget(routes, '/about/'), { kind: 'page', url: '/about' });
    assert.deepEqual(pageTarget(routes, '/search?z=1&q=a'), { kind: 'page', url: '/search?q=a' });
    assert.deepEqual(pageTarget(routes, '/about/fakepage'), { kind: 'unknown' });
    assert.deepEqual(pageTarget(routes, '//evil.example/x'), { kind: 'unknown' });
  });

  test('when one client asks for more uncached renders than its share, then it gets the shell and others are rendered', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < RENDER_LIMIT + 4; i += 1) {
      last = await suite.app.inject({ url: `/search?q=flood${i}`, remoteAddress: '10.0.4.1' });
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [
      ...Array<number>(RENDER_LIMIT).fill(200),
      ...Array<number>(4).fill(429),
    ]);
    assert.ok(last);
    assert.doesNotMatch(last.body, /rendered/, 'past the limit nothing is rendered');
    assert.match(last.body, /<div id="root">/, 'the shell renders the page in the browser');
    assert.equal(last.headers['cache-control'], 'no-store');
    assert.ok(Number(last.headers['retry-after']) > 0);
    assert.equal(count(`/search?q=flood${RENDER_LIMIT + 3}`), 0);

    const cached = await suite.app.inject({
      url: '/search?q=flood0&b=9',
      remoteAddress: '10.0.4.1',
    });
    assert.equal(cached.statusCode, 200, 'a cached page is still served to that client');
    const other = await suite.app.inject({ url: '/search?q=someone', remoteAddress: '10.0.4.2' });
    assert.equal(other.statusCode, 200, 'another client is rendered');
    assert.match(other.body, /rendered \/search\?q=someone /);
  });
});
