import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { productByKey } from '@dpu/contracts';
import { testApp } from '../../test/app';
import { freshDatabase, skipReason } from '../../test/databases';
import { REDIS_URL, redisSkipReason } from '../../test/redis';
import { auth, loginAs, registerUser } from '../../test/users';
import { codeFrom, outboxMessages, waitFor } from '../../test/wait';
import { suiteInstances } from '../../test/instances';

// Two instances as one deployment: two apps, each with its own database pool and session
// cache, on one PostgreSQL and one Redis. A session ended on one is refused on the other
// within a second, although the other had it cached.

const P = productByKey('conflux2200P')!;
const skip = (await skipReason('postgres')) || (await redisSkipReason());
if (skip) console.log(`# skipping the two-instance tests: ${skip}`);

const status = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user/login/checkLoginStatus', headers: auth(token) });
const post = (app: FastifyInstance, url: string, payload: object, headers = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

/** Polls until the instance refuses the token; fails after a second. */
const refusedWithinASecond = (app: FastifyInstance, token: string) =>
  waitFor(async () => ((await status(app, token)).statusCode === 401 ? true : undefined), 1000);

describe('two instances on one PostgreSQL and one Redis', { skip }, () => {
  const instances = suiteInstances(
    skip,
    () => ({
      redisUrl: REDIS_URL,
      rateLimitNamespace: `test-${randomBytes(4).toString('hex')}:`,
      sessionCacheMs: 60_000,
    }),
    (one) => ({ dataDir: one.config.dataDir }),
  );
  before(async () => {
    const { one, two } = instances;
    // both subscribed before the tests publish anything
    await waitFor(() =>
      one.sessions.cacheInUse() && two.sessions.cacheInUse() ? true : undefined,
    );
  });

  test('when a user logs in on one, then the session works on the other', async () => {
    const user = await registerUser(instances.one);
    const check = await status(instances.two, user.token);
    assert.equal(check.statusCode, 200);
    assert.equal(check.json().data.userName, user.userName);
  });

  test('when a user logs out on one, then the other refuses the token within a second', async () => {
    const user = await registerUser(instances.one);
    assert.equal((await status(instances.two, user.token)).statusCode, 200, 'cached on two');
    assert.equal((await status(instances.one, user.token)).statusCode, 200, 'cached on one');
    assert.deepEqual((await post(instances.one, '/logout', {}, auth(user.token))).json(), {
      code: '200',
    });
    assert.equal((await status(instances.one, user.token)).statusCode, 401);
    await refusedWithinASecond(instances.two, user.token);
  });

  test('when the password is reset on one, then every session of the user ends on the other', async () => {
    const user = await registerUser(instances.one);
    const other = await loginAs(instances.two, user.email, user.password);
    assert.equal((await status(instances.two, user.token)).statusCode, 200);
    assert.equal((await status(instances.two, other)).statusCode, 200);
    const sent = outboxMessages(instances.one.config.dataDir).length;
    await post(instances.one, '/user/forget/code', { email: user.email });
    const mail = await waitFor(() =>
      outboxMessages(instances.one.config.dataDir)
        .slice(sent)
        .find((message) => message.includes(user.email)),
    );
    const reset = await post(instances.one, '/user/forget/reset', {
      email: user.email,
      code: codeFrom(mail),
      password: 'NewPass123',
    });
    assert.deepEqual(reset.json(), { code: '200' });
    await refusedWithinASecond(instances.two, user.token);
    await refusedWithinASecond(instances.two, other);
  });

  test('when staff revoke a product on one, then the other refuses it at once', async () => {
    const admin = await loginAs(instances.one, 'admin@example.com', 'Admin12345');
    const user = await registerUser(instances.one);
    const check = async () =>
      (
        await instances.two.inject({
          method: 'GET',
          url: `/api/productUserMid/check/client/${P.proId}`,
          headers: auth(user.token),
        })
      ).json().data;
    const before = await check();
    const grant = { email: user.email, proId: P.proId };
    assert.equal((await post(instances.one, '/admin/grants', grant, auth(admin))).statusCode, 200);
    const granted = await check();
    assert.notEqual(granted, before);
    const revoke = await instances.one.inject({
      method: 'DELETE',
      url: '/api/admin/grants',
      payload: grant,
      headers: auth(admin),
    });
    assert.equal(revoke.statusCode, 200);
    assert.equal(await check(), before);
  });

  test('when requests reach both, then rate limits count them together', async () => {
    // register is limited per IP; both instances see the same client address
    const limited = { rateLimits: { ...instances.one.config.rateLimits, register: 2 } };
    const namespace = `test-${randomBytes(4).toString('hex')}:`;
    const c = await testApp(instances.database.db, {
      redisUrl: REDIS_URL,
      rateLimitNamespace: namespace,
      ...limited,
    });
    const d = await testApp(instances.pool, {
      redisUrl: REDIS_URL,
      rateLimitNamespace: namespace,
      ...limited,
    });
    try {
      const register = (app: FastifyInstance, n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/user/register',
          remoteAddress: '10.9.8.7',
          payload: {
            userName: '限流',
            email: `limit-${namespace}${n}@example.com`.replace(':', ''),
            password: 'Passw0rd!',
          },
        });
      assert.equal((await register(c, 1)).statusCode, 200);
      assert.equal((await register(d, 2)).statusCode, 200);
      assert.equal((await register(c, 3)).statusCode, 429);
      assert.equal((await register(d, 4)).statusCode, 429);
    } finally {
      await c.close();
      await d.close();
    }
  });
});

describe('sessions while Redis is unreachable', () => {
  test('when REDIS_URL answers nothing, then sessions come from the database and still work', async () => {
    const database = await freshDatabase('pglite');
    // nothing listens on port 1
    const app = await testApp(database.db, {
      redisUrl: 'redis://127.0.0.1:1',
      sessionCacheMs: 60_000,
    });
    try {
      const user = await registerUser(app);
      assert.equal((await status(app, user.token)).statusCode, 200);
      assert.equal(app.sessions.cacheInUse(), false);
      assert.deepEqual((await post(app, '/logout', {}, auth(user.token))).json(), { code: '200' });
      assert.equal((await status(app, user.token)).statusCode, 401);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
