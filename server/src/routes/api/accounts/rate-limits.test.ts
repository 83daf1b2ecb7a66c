import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { loadConfig } from '../../../config';
import { testApp } from '../../../../test/app';
import { freshDatabase, type TestDatabase } from '../../../../test/databases';
import { REDIS_URL, redisSkipReason } from '../../../../test/redis';
import { registerUser, uniqueEmail } from '../../../../test/users';

// Rate limits are not storage, so they run on PGlite; the Redis store runs when a Redis
// answers at REDIS_URL or 127.0.0.1:6379.

const DEFAULTS = loadConfig({}).rateLimits;

const post = (app: FastifyInstance, url: string, payload: object, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

/** Makes `times` attempts that a limit counts (send(i) makes the i-th), each answered `status`. */
async function attempts(
  times: number,
  status: number,
  send: (i: number) => Promise<{ statusCode: number }>,
) {
  for (let i = 0; i < times; i += 1) assert.equal((await send(i)).statusCode, status);
}

test('when nothing is configured, then the limits are the documented defaults', () => {
  assert.equal(DEFAULTS.login, 10);
  assert.equal(DEFAULTS.register, 5);
  assert.equal(DEFAULTS.forget, 5);
  const custom = loadConfig({
    RATE_LIMIT_LOGIN: '100',
    RATE_LIMIT_REGISTER: '50',
    RATE_LIMIT_FORGET: '7',
  });
  assert.deepEqual(
    [custom.rateLimits.login, custom.rateLimits.register, custom.rateLimits.forget],
    [100, 50, 7],
  );
  assert.throws(() => loadConfig({ RATE_LIMIT_LOGIN: 'many' }), /RATE_LIMIT_LOGIN/);
});

// one database for every app of this file (opening PGlite costs seconds)
let shared: Promise<TestDatabase> | undefined;
const sharedDatabase = () => (shared ??= freshDatabase('pglite'));
after(async () => {
  if (shared) await (await shared).drop();
});

function limitTests(label: string, extra: Record<string, unknown>, skip: string | false) {
  describe(`rate limits (${label})`, () => {
    let app: FastifyInstance;

    before(async () => {
      if (skip) return;
      app = await testApp((await sharedDatabase()).db, { rateLimits: DEFAULTS, ...extra });
    });
    after(async () => {
      await app?.close();
    });

    test(
      'when one IP tries to log in an 11th time in a minute, then it gets 429',
      { skip },
      async () => {
        const ip = `10.1.${Math.floor(Math.random() * 250)}.1`;
        await attempts(10, 401, () =>
          post(app, '/user/login', { account: uniqueEmail(), password: 'x' }, ip),
        );
        const limited = await post(
          app,
          '/user/login',
          { account: uniqueEmail(), password: 'x' },
          ip,
        );
        assert.equal(limited.statusCode, 429);
        assert.deepEqual(limited.json(), { code: '429', msg: '请求过于频繁，请稍后再试' });
        assert.ok(Number(limited.headers['retry-after']) > 0);
      },
    );

    test(
      'when strangers send 10 wrong passwords from 10 addresses (finding 8), then the owner still logs in from another',
      { skip },
      async () => {
        const owner = await registerUser(app);
        await attempts(10, 401, (i) =>
          post(
            app,
            '/user/login',
            { account: owner.email, password: 'wrong-1' },
            `10.2.0.${i + 1}`,
          ),
        );
        const own = await post(
          app,
          '/user/login',
          { account: owner.email.toUpperCase(), password: owner.password },
          '10.2.1.1',
        );
        assert.equal(own.statusCode, 200, own.body);
      },
    );

    test(
      'when one address fails 5 times on one account (finding 8), then that pair gets 429 and other addresses do not',
      { skip },
      async () => {
        const owner = await registerUser(app);
        const ip = `10.6.${Math.floor(Math.random() * 250)}.1`;
        await attempts(5, 401, () =>
          post(app, '/user/login', { account: owner.email, password: 'x' }, ip),
        );
        // the address has attempts left, but not on this account: even the right password waits
        const limited = await post(
          app,
          '/user/login',
          { account: owner.email, password: owner.password },
          ip,
        );
        assert.equal(limited.statusCode, 429);
        assert.ok(Number(limited.headers['retry-after']) > 0);
        const other = await registerUser(app);
        const sameAddress = await post(
          app,
          '/user/login',
          { account: other.email, password: other.password },
          ip,
        );
        assert.equal(sameAddress.statusCode, 200);
        const elsewhere = await post(
          app,
          '/user/login',
          { account: owner.email, password: owner.password },
          '10.6.251.1',
        );
        assert.equal(elsewhere.statusCode, 200);
      },
    );

    test(
      'when an account fails RATE_LIMIT_LOGIN_ACCOUNT times from everywhere (finding 8), then it gets 429 for an hour',
      { skip },
      async () => {
        const capped = await testApp((await sharedDatabase()).db, {
          rateLimits: { ...DEFAULTS, loginAccount: 3 },
          ...extra,
        });
        try {
          const owner = await registerUser(capped);
          await attempts(3, 401, (i) =>
            post(capped, '/user/login', { account: owner.email, password: 'x' }, `10.7.0.${i + 1}`),
          );
          const limited = await post(
            capped,
            '/user/login',
            { account: owner.email, password: owner.password },
            '10.7.1.1',
          );
          assert.equal(limited.statusCode, 429);
          assert.ok(Number(limited.headers['retry-after']) > 60, 'an hourly window');
        } finally {
          await capped.close();
        }
      },
    );

    test(
      'when one IP registers or asks for codes a 6th time in a minute, then it gets 429',
      { skip },
      async () => {
        const ip = `10.3.${Math.floor(Math.random() * 250)}.1`;
        await attempts(5, 200, () =>
          post(
            app,
            '/user/register',
            { userName: '限流', email: uniqueEmail(), password: 'abc12345' },
            ip,
          ),
        );
        const limited = await post(
          app,
          '/user/register',
          { userName: '限流', email: uniqueEmail(), password: 'abc12345' },
          ip,
        );
        assert.equal(limited.statusCode, 429);

        const ip2 = `10.4.${Math.floor(Math.random() * 250)}.1`;
        await attempts(5, 200, () => post(app, '/user/forget/code', { email: uniqueEmail() }, ip2));
        assert.equal(
          (await post(app, '/user/forget/code', { email: uniqueEmail() }, ip2)).statusCode,
          429,
        );
        // the reset step shares the forget budget (checked below)
        assert.equal(
          (
            await post(
              app,
              '/user/forget/reset',
              { email: uniqueEmail(), code: '123456', password: 'abc12345' },
              ip2,
            )
          ).statusCode,
          429,
        );
      },
    );

    test('when one IP sends an 11th lead in a minute, then it gets 429', { skip }, async () => {
      const ip = `10.5.${Math.floor(Math.random() * 250)}.1`;
      const lead = {
        name: '限流',
        company: 'c',
        phone: '13800138000',
        email: 'a@example.com',
        message: 'm',
      };
      await attempts(10, 200, () => post(app, '/contact', lead, ip));
      assert.equal((await post(app, '/contact', lead, ip)).statusCode, 429);
    });
  });
}

limitTests('memory', {}, false);

const redisSkip = await redisSkipReason();
if (redisSkip) console.log(`# skipping the Redis rate-limit tests: ${redisSkip}`);
const namespace = `dpu-test-${randomBytes(4).toString('hex')}:`;
limitTests('Redis', { redisUrl: REDIS_URL, rateLimitNamespace: namespace }, redisSkip);

describe('rate-limit counters in Redis', () => {
  test(
    'when REDIS_URL is set, then the counters live in Redis under the namespace',
    { skip: redisSkip },
    async () => {
      const client = new Redis(REDIS_URL);
      try {
        const keys = await client.keys(`${namespace}*`);
        assert.ok(
          keys.some((key) => key.includes('login')),
          keys.join(','),
        );
        if (keys.length) await client.del(...keys);
      } finally {
        client.disconnect();
      }
    },
  );
});
