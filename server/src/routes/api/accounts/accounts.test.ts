import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../../lib/tokens';
import { suiteApp } from '../../../../test/app';
import { describeOnEngines } from '../../../../test/databases';
import { auth, loginAs, registerUser, uniqueEmail } from '../../../../test/users';
import { codeFrom, outboxMessages, waitFor } from '../../../../test/wait';

const post = (app: FastifyInstance, url: string, payload: unknown, headers = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

const status = (app: FastifyInstance, token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/user/login/checkLoginStatus',
    headers: token ? auth(token) : {},
  });

await describeOnEngines('accounts', (engine) => {
  const suite = suiteApp(engine);

  test('when a visitor registers, then the answer logs them in as a customer', async () => {
    const email = uniqueEmail();
    const response = await post(suite.app, '/user/register', {
      userName: '张三',
      email,
      password: 'abc12345',
      phone: '138 0013 8000',
      company: '示例科技',
    });
    assert.equal(response.statusCode, 200);
    const { code, data } = response.json();
    assert.equal(code, '200');
    assert.equal(data.userName, '张三');
    assert.equal(data.userType, 'customer');
    assert.match(data.token, /^[0-9a-f]{64}$/);
    const check = await status(suite.app, data.token);
    assert.deepEqual(check.json(), {
      code: '200',
      data: { userName: '张三', userType: 'customer' },
    });
    // only the SHA-256 of the token is stored
    const rows = await suite.database.db.query<{ token_hash: string }>(
      'select token_hash from sessions',
    );
    assert.ok(rows.some((row) => row.token_hash === sha256(data.token)));
    assert.ok(rows.every((row) => row.token_hash !== data.token));
    // and the phone is a second login name
    assert.equal(typeof (await loginAs(suite.app, '13800138000', 'abc12345')), 'string');
  });

  test('when two users pick the same password, then their stored hashes and salts differ', async () => {
    const a = await registerUser(suite.app, { password: 'Same1234' });
    const b = await registerUser(suite.app, { password: 'Same1234' });
    const rows = await suite.database.db.query<{
      password_hash: string;
      password_salt: string;
    }>('select password_hash, password_salt from users where email = any($1::text[])', [
      [a.email, b.email],
    ]);
    assert.equal(rows.length, 2);
    assert.notEqual(rows[0]!.password_hash, rows[1]!.password_hash);
    assert.notEqual(rows[0]!.password_salt, rows[1]!.password_salt);
    assert.ok(rows.every((row) => !row.password_hash.includes('Same1234')));
  });

  test('when the e-mail is taken (in any letter case), then register answers 409', async () => {
    const user = await registerUser(suite.app);
    const response = await post(suite.app, '/user/register', {
      userName: '李四',
      email: user.email.toUpperCase(),
      password: 'abc12345',
    });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().code, '409');
    assert.match(response.json().msg, /邮箱/);
  });

  test('when a register field is bad, then the 400 names that field in Chinese', async () => {
    const good = { userName: '王五', email: uniqueEmail(), password: 'abc12345' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, password: 'abcdefgh' }, /密码/],
      [{ ...good, password: '12345678' }, /密码/],
      [{ ...good, password: 'a1' }, /密码/],
      [{ ...good, email: 'not-an-email' }, /邮箱/],
      [{ ...good, userName: 'x' }, /用户名/],
      [{ ...good, userName: '  ' }, /用户名/],
      [{ ...good, userName: 'x'.repeat(33) }, /用户名/],
      [{ ...good, phone: 'abc' }, /手机号/],
      [{ email: good.email, password: good.password }, /请填写用户名/],
    ];
    for (const [body, message] of cases) {
      const response = await post(suite.app, '/user/register', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().code, '400');
      assert.match(response.json().msg, message, JSON.stringify(body));
    }
  });

  test('when the password or the account is wrong, then login answers the same 401', async () => {
    const user = await registerUser(suite.app);
    const wrongPassword = await post(suite.app, '/user/login', {
      account: user.email,
      password: 'Wrong1234',
    });
    const unknown = await post(suite.app, '/user/login', {
      account: uniqueEmail(),
      password: 'Wrong1234',
    });
    for (const response of [wrongPassword, unknown]) {
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { code: '401', msg: '账号或密码错误' });
    }
    const ok = await post(suite.app, '/user/login', {
      account: ` ${user.email.toUpperCase()} `,
      password: user.password,
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().data.userName, user.userName);
  });

  test('when the token is missing, unknown or logged out, then checkLoginStatus answers 401', async () => {
    assert.equal((await status(suite.app)).statusCode, 401);
    const unknown = await status(suite.app, 'f'.repeat(64));
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json().code, '401');
    const user = await registerUser(suite.app);
    const logout = await post(suite.app, '/logout', undefined, auth(user.token));
    assert.deepEqual(logout.json(), { code: '200' });
    assert.equal((await status(suite.app, user.token)).statusCode, 401);
    // logging out again is harmless
    assert.equal((await post(suite.app, '/logout', undefined, auth(user.token))).statusCode, 200);
  });

  test('when a session was idle for 7 days, then it has expired; used, it slides on', async () => {
    const user = await registerUser(suite.app);
    const hash = sha256(user.token);
    await suite.database.db.query(
      `update sessions set last_seen_at = now() - interval '6 days', expires_at = now() + interval '1 day' where token_hash = $1`,
      [hash],
    );
    assert.equal((await status(suite.app, user.token)).statusCode, 200);
    const [slid] = await suite.database.db.query<{ days: number }>(
      `select extract(epoch from expires_at - now()) / 86400 as days from sessions where token_hash = $1`,
      [hash],
    );
    assert.ok(Number(slid!.days) > 6.9, `expiry slid to ${slid!.days} days`);
    await suite.database.db.query(
      `update sessions set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hash],
    );
    // the process reuses a session it read for SESSION_CACHE_MS: let that time pass
    suite.app.sessions.clearCache();
    assert.equal((await status(suite.app, user.token)).statusCode, 401);
  });

  test('when a known e-mail asks for a code, then a 6-digit code mail resets the password and ends old sessions', async () => {
    const user = await registerUser(suite.app);
    const otherSession = await loginAs(suite.app, user.email, user.password);
    const before = outboxMessages(suite.app.config.dataDir).length;
    assert.deepEqual((await post(suite.app, '/user/forget/code', { email: user.email })).json(), {
      code: '200',
    });
    const mail = await waitFor(() =>
      outboxMessages(suite.app.config.dataDir)
        .slice(before)
        .find((m) => m.includes(user.email)),
    );
    const code = codeFrom(mail);
    assert.match(code ?? '', /^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post(suite.app, '/user/forget/reset', {
      email: user.email,
      code: wrong,
      password: 'NewPass123',
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().msg, '验证码错误或已过期');

    const reset = await post(suite.app, '/user/forget/reset', {
      email: user.email,
      code,
      password: 'NewPass123',
    });
    assert.deepEqual(reset.json(), { code: '200' });
    assert.equal((await status(suite.app, user.token)).statusCode, 401);
    assert.equal((await status(suite.app, otherSession)).statusCode, 401);
    assert.equal(
      (await post(suite.app, '/user/login', { account: user.email, password: user.password }))
        .statusCode,
      401,
    );
    assert.equal(typeof (await loginAs(suite.app, user.email, 'NewPass123')), 'string');
    // a code works once
    const again = await post(suite.app, '/user/forget/reset', {
      email: user.email,
      code,
      password: 'Other1234',
    });
    assert.equal(again.statusCode, 400);
  });

  test('when an unknown e-mail asks for a code, then the answer is the same and no mail is sent', async () => {
    const before = outboxMessages(suite.app.config.dataDir).length;
    const response = await post(suite.app, '/user/forget/code', {
      email: uniqueEmail('nobody'),
    });
    assert.deepEqual(response.json(), { code: '200' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(outboxMessages(suite.app.config.dataDir).length, before);
  });

  test('when a code is expired or guessed too often, then even the right code is refused', async () => {
    for (const spoil of ['expire', 'guess'] as const) {
      const user = await registerUser(suite.app);
      const before = outboxMessages(suite.app.config.dataDir).length;
      await post(suite.app, '/user/forget/code', { email: user.email });
      const code = codeFrom(
        await waitFor(() =>
          outboxMessages(suite.app.config.dataDir)
            .slice(before)
            .find((m) => m.includes(user.email)),
        ),
      )!;
      if (spoil === 'expire') {
        await suite.database.db.query(
          `update password_reset_codes set expires_at = now() - interval '1 second'
              where user_id = (select id from users where email = $1)`,
          [user.email],
        );
      } else {
        const wrong = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < 5; i += 1) {
          await post(suite.app, '/user/forget/reset', {
            email: user.email,
            code: wrong,
            password: 'NewPass123',
          });
        }
      }
      const response = await post(suite.app, '/user/forget/reset', {
        email: user.email,
        code,
        password: 'NewPass123',
      });
      assert.equal(response.statusCode, 400, spoil);
    }
  });

  test('when a reset names an unknown e-mail or a malformed code, then it answers 400', async () => {
    const unknown = await post(suite.app, '/user/forget/reset', {
      email: uniqueEmail(),
      code: '123456',
      password: 'NewPass123',
    });
    assert.equal(unknown.statusCode, 400);
    const malformed = await post(suite.app, '/user/forget/reset', {
      email: uniqueEmail(),
      code: '12ab',
      password: 'NewPass123',
    });
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().msg, /验证码/);
  });
});
