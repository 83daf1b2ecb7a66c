import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { originsOf } from '../../remotes/remote-origins';
import { suiteApp } from '../../../test/app';
import { waitFor } from '../../../test/wait';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  const remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'dpu-csp-')), 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({
      products: 'https://cdn.example.com/products/v42/mf-manifest.json',
      careers: '/remotes/careers/mf-manifest.json',
    }),
  );
  const suite = suiteApp('pglite', { remotesConfigFile: remotesFile, trustProxy: 1 });

  test('when any answer is sent, then it carries the CSP and the other headers', async () => {
    for (const url of [
      '/',
      '/api/health',
      '/api/no-such-call',
      '/data/file/brand/logo-package.zip',
      '/api/file/download/4591',
    ]) {
      const response = await suite.app.inject({ url });
      const csp = String(response.headers['content-security-policy'] ?? '');
      assert.ok(csp, url);
      const d = directives(csp);
      assert.deepEqual(d.get('script-src'), ["'self'", 'https://cdn.example.com'], url);
      assert.deepEqual(d.get('style-src'), [
        "'self'",
        "'unsafe-inline'",
        'https://cdn.example.com',
      ]);
      assert.deepEqual(d.get('img-src'), ["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
      assert.deepEqual(d.get('connect-src'), ["'self'", 'https://cdn.example.com']);
      assert.deepEqual(d.get('font-src'), ["'self'", 'data:']);
      assert.deepEqual(d.get('worker-src'), ["'self'"]);
      assert.deepEqual(d.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(d.get('object-src'), ["'none'"]);
      assert.deepEqual(d.get('base-uri'), ["'self'"]);
      assert.ok(!/unsafe-eval/.test(csp));
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      // helmet 8's defaults as the site configures them (SECURITY_HEADERS writes them at once)
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.equal(response.headers['cross-origin-opener-policy'], 'same-origin', url);
      assert.equal(response.headers['origin-agent-cluster'], '?1', url);
      assert.equal(response.headers['x-dns-prefetch-control'], 'off', url);
      assert.equal(response.headers['x-download-options'], 'noopen', url);
      assert.equal(response.headers['x-permitted-cross-domain-policies'], 'none', url);
      assert.equal(response.headers['x-xss-protection'], '0', url);
      assert.equal(
        response.headers['cross-origin-resource-policy'],
        url.startsWith('/data/file/') ? 'cross-origin' : 'same-origin',
        url,
      );
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(response.headers['strict-transport-security'], undefined, url);
    }
  });

  test('when the request came over HTTPS (behind a proxy), then HSTS is sent', async () => {
    const response = await suite.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.match(String(response.headers['strict-transport-security']), /max-age=31536000/);
  });

  test('when remotes.json changes, then the next answer allows the new origin', async () => {
    writeFileSync(
      remotesFile,
      JSON.stringify({ marketing: 'http://localhost:9999/mf-manifest.json' }),
    );
    // mtime resolution: make sure the change is seen as a change
    const later = new Date(Date.now() + 5000);
    (await import('node:fs')).utimesSync(remotesFile, later, later);
    // the policy is rebuilt when the file watch reports the change, moments later
    const scriptSrc = async () =>
      directives(
        String((await suite.app.inject({ url: '/' })).headers['content-security-policy']),
      ).get('script-src');
    await waitFor(async () =>
      (await scriptSrc())?.includes('http://localhost:9999') ? true : undefined,
    );
    assert.deepEqual(await scriptSrc(), ["'self'", 'http://localhost:9999']);
  });
});

test('when remote URLs are relative or not http(s), then they add no origin', () => {
  assert.deepEqual(
    originsOf({
      a: '/remotes/a/mf-manifest.json',
      b: 'https://cdn.example.com/b/mf-manifest.json',
      c: 'https://cdn.example.com/c/mf-manifest.json',
      d: 'javascript:alert(1)',
      e: 'http://localhost:3001/mf-manifest.json',
    }),
    ['http://localhost:3001', 'https://cdn.example.com'],
  );
});
