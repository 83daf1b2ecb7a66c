import { createHash } from 'node:crypto';
import { expect, test } from '../support/fixtures';

// The API over real HTTP on the production-built server: accounts, the authorisation
// check and the public files the pages link to.

test('when a visitor registers, logs in and out, then the token follows the session', async ({
  request,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  const registered = await (
    await request.post('/api/user/register', {
      data: { userName: '端到端', email, password: 'abc12345' },
    })
  ).json();
  expect(registered.code).toBe('200');
  const login = await (
    await request.post('/api/user/login', { data: { account: email, password: 'abc12345' } })
  ).json();
  expect(login.data.userType).toBe('customer');
  const headers = { UserToken: login.data.token };
  const status = await (await request.get('/api/user/login/checkLoginStatus', { headers })).json();
  expect(status).toEqual({ code: '200', data: { userName: '端到端', userType: 'customer' } });
  expect((await request.post('/api/logout', { headers })).status()).toBe(200);
  const after = await request.get('/api/user/login/checkLoginStatus', { headers });
  expect(after.status()).toBe(401);
});

test('when the demo customer checks CONFLUX-2200E, then the answer is yes', async ({ request }) => {
  const login = await (
    await request.post('/api/user/login', {
      data: { account: 'demo@example.com', password: 'Demo12345' },
    })
  ).json();
  const check = await request.get(
    '/api/productUserMid/check/client/2385991fd4852682f1815000d1cc99e2',
    {
      headers: { UserToken: login.data.token },
    },
  );
  expect(await check.json()).toEqual({ code: '200', data: 'yes' });
});

test('when the handbook and footer files are fetched, then real files come back', async ({
  request,
}) => {
  const handbook = await request.get('/api/file/pdf/conflux2200E');
  expect(handbook.status()).toBe(200);
  expect(handbook.headers()['content-type']).toBe('application/pdf');
  const body = await handbook.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(handbook.headers().etag).toBe(`"${createHash('sha256').update(body).digest('hex')}"`);
  const byId = await request.get('/api/file/download/4591');
  expect((await byId.body()).equals(body)).toBe(true);
  const logo = await request.get('/data/file/brand/logo-package.zip');
  expect(logo.status()).toBe(200);
  expect((await logo.body()).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  const qr = await request.get('/data/file/brand/official-account-qr.svg');
  expect(await qr.text()).toContain('<svg');
});
