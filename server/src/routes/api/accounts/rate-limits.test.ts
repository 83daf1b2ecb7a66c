import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { loadConfig } from '../../../config';
import { testApp } from '../../../../test/app';
import { freshDatabase, type TestDatabase } from '../../../../test/databases';
import { registerUser, uniqueEmail } from '../../../../test/users';

// Rate limits are not storage, so they run on PGlite; the Redis store runs when a Redis
// answers at REDIS_URL or 127.0.0.1:6379.

const DEFAULTS = loadConfig({}).rateLimits;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const post = (app: FastifyInstance, url: string, payload: object, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

test('when nothing is configured, then the limits are those of issue 4', () => {
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

function limitTests(label: string, extra: Record<string, unknown>, skip: string | false) {
  describe(`rate limits (${label})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      if (skip) return;
      database = await freshDatabase('pglite');
      app = await testApp(database.db, { rateLimits: DEFAULTS, ...extra });
    });
    after(async () => {
      await app?.close();
      await database?.drop();
    });

    test(
      'when one IP tries to log in an 11th time in a minute, then it gets 429',
      { skip },
      async () => {
        const ip = `10.1.${Math.floor(Math.random() * 250)}.1`;
        for (let i = 0; i < 10; i += 1) {
          const response = await post(
            app,
            '/user/login',
            { account: uniqueEmail(), password: 'x' },
            ip,
          );
          assert.equal(response.statusCode, 401);
        }
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
      'when one account is tried from many IPs, then the 11th attempt gets 429',
      { skip },
      async () => {
        const account = uniqueEmail();
        for (let i = 0; i < 10; i += 1) {
          const response = await post(
            app,
            '/user/login',
            { account, password: 'x' },
            `10.2.0.${i + 1}`,
          );
          assert.equal(response.statusCode, 401);
        }
        const limited = await post(
          app,
          '/user/login',
          { account: account.toUpperCase(), password: 'x' },
          '10.2.1.1',
        );
        assert.equal(limited.statusCode, 429);
      },
    );

    test(
      'when one IP registers or asks for codes a 6th time in a minute, then it gets 429',
      { skip },
      async () => {
        const ip = `10.3.${Math.floor(Math.random() * 250)}.1`;
        for (let i = 0; i < 5; i += 1) {
          const response = await post(
            app,
            '/user/register',
            { userName: '限流', email: uniqueEmail(), password: 'abc12345' },
            ip,
          );
          assert.equal(response.statusCode, 200);
        }
        const limited = await post(
          app,
          '/user/register',
          { userName: '限流', email: uniqueEmail(), password: 'abc12345' },
          ip,
        );
        assert.equal(limited.statusCode, 429);

        const ip2 = `10.4.${Math.floor(Math.random() * 250)}.1`;
        for (let i = 0; i < 5; i += 1) {
          assert.equal(
            (await post(app, '/user/forget/code', { email: uniqueEmail() }, ip2)).statusCode,
            200,
          );
        }
        assert.equal(
          (await post(app, '/user/forget/code', { email: uniqueEmail() }, ip2)).statusCode,
          429,
        );
        // the reset step shares the forget budget
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
  });
}

limitTests('memory', {}, false);

const redisSkip = (await redisReachable()) ? false : `Redis not reachable at ${REDIS_URL}`;
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

test('when users register under generous limits, then nothing is limited', async () => {
  const database = await freshDatabase('pglite');
  const app = await testApp(database.db);
  try {
    for (let i = 0; i < 8; i += 1) await registerUser(app);
  } finally {
    await app.close();
    await database.drop();
  }
});
