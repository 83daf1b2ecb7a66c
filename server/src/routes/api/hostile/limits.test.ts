import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../../config';
import { suiteApp } from '../../../../test/app';
import { uniqueEmail } from '../../../../test/users';

// Regression tests of the security review, finding 8 (docs/hostile-input.md) (with TRUST_PROXY the per-address key was the
// left-most, client-written X-Forwarded-For entry) and finding 10 (file ids could be
// enumerated at full speed). Counters, not storage: PGlite only (the Redis store of the
// limits runs in accounts/rate-limits.test.ts).

const DEFAULTS = loadConfig({}).rateLimits;

describe('limits keyed on the real client', () => {
  const suite = suiteApp('pglite', {
    trustProxy: 1,
    rateLimits: { ...DEFAULTS, fileMisses: 3 },
  });

  test('when a client behind the proxy rotates the left-most X-Forwarded-For entry (finding 8), then its 11th login still gets 429', async () => {
    const login = (forwardedFor: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { account: uniqueEmail(), password: 'x' },
        remoteAddress: '10.0.0.254',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 10; i += 1) {
      assert.equal((await login(`198.51.100.${i}, 203.0.113.9`)).statusCode, 401);
    }
    assert.equal((await login('198.51.100.200, 203.0.113.9')).statusCode, 429);
    // the address the proxy saw is the key: another client is not limited
    assert.equal((await login('198.51.100.1, 203.0.113.10')).statusCode, 401);
  });

  test('when TRUST_PROXY is a hop count, a list or true, then it is read as such; anything else is refused', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.equal(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy,
      '10.0.0.0/8,127.0.0.1',
    );
    assert.throws(() => loadConfig({ TRUST_PROXY: 'everyone' }), /TRUST_PROXY/);
  });

  test('when one address asks for unknown file ids past RATE_LIMIT_FILE_MISSES (finding 10), then 429, and other addresses are served', async () => {
    const get = (url: string, remoteAddress: string) => suite.app.inject({ url, remoteAddress });
    for (const id of ['999991', '999992']) {
      assert.equal((await get(`/api/file/download/${id}`, '10.30.0.1')).statusCode, 404);
    }
    assert.equal((await get('/api/file/pdf/noSuchKey', '10.30.0.1')).statusCode, 404);
    // after three misses, even a file that exists waits
    const limited = await get('/api/file/pdf/conflux2200E', '10.30.0.1');
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { code: '429', msg: '请求过于频繁，请稍后再试' });
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await get('/api/file/pdf/conflux2200E', '10.30.0.2')).statusCode, 200);
  });
});
