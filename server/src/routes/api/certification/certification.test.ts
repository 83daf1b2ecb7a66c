import assert from 'node:assert/strict';
import { test } from 'node:test';
import { productByKey } from '@dpu/contracts';
import { suiteApp } from '../../../../test/app';
import { describeOnEngines } from '../../../../test/databases';
import { auth, certificationBody, grantProduct, registerUser } from '../../../../test/users';

const P = productByKey('conflux2200P')!;
const T = productByKey('flexflow2200T')!;

await describeOnEngines('certification requests', (engine) => {
  const suite = suiteApp(engine);
  const request = (body: unknown, token?: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/certification',
      payload: body as object,
      headers: token ? auth(token) : {},
    });
  const mine = (token: string) =>
    suite.app.inject({ url: '/api/certification/mine', headers: auth(token) });

  test('when a customer requests certification, then it is pending and listed as theirs', async () => {
    const user = await registerUser(suite.app);
    const response = await request(certificationBody(), user.token);
    assert.equal(response.statusCode, 200);
    const { code, data } = response.json();
    assert.equal(code, '200');
    assert.equal(data.status, 'pending');
    assert.equal(typeof data.id, 'number');
    const list = (await mine(user.token)).json();
    assert.equal(list.code, '200');
    assert.equal(list.data.length, 1);
    const [item] = list.data;
    assert.equal(item.id, data.id);
    assert.equal(item.status, 'pending');
    assert.equal(item.proId, P.proId);
    assert.equal(item.productName, 'CONFLUX-2200P');
    assert.equal(item.serialNumber, 'CFX2200P-000123');
    assert.ok(!Number.isNaN(Date.parse(item.createdAt)));
    assert.equal(item.decidedAt, null);
    assert.equal(item.userId, undefined, 'no internal ids leak');
  });

  test("when another user lists their requests, then they never see someone else's (IDOR)", async () => {
    const a = await registerUser(suite.app);
    const b = await registerUser(suite.app);
    await request(certificationBody({ proId: T.proId, series: T.series }), a.token);
    assert.deepEqual((await mine(b.token)).json(), { code: '200', data: [] });
  });

  test('when the same product is already pending or held, then 409', async () => {
    const user = await registerUser(suite.app);
    assert.equal((await request(certificationBody(), user.token)).statusCode, 200);
    const twice = await request(certificationBody(), user.token);
    assert.equal(twice.statusCode, 409);
    assert.match(twice.json().msg, /审核中/);
    const holder = await registerUser(suite.app);
    await grantProduct(suite.app, holder.email, P.proId);
    assert.equal((await request(certificationBody(), holder.token)).statusCode, 409);
  });

  test('when the product or series does not match the catalogue, then 400', async () => {
    const user = await registerUser(suite.app);
    const wrongSeries = await request(certificationBody({ series: 'swift' }), user.token);
    assert.equal(wrongSeries.statusCode, 400);
    assert.match(wrongSeries.json().msg, /产品系列/);
    const unknown = await request(certificationBody({ proId: 'f'.repeat(32) }), user.token);
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().msg, /产品/);
  });

  test('when a field is missing or bad, then 400 names it', async () => {
    const user = await registerUser(suite.app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [certificationBody({ serialNumber: '' }), /产品序列号/],
      [certificationBody({ phone: 'phone' }), /手机号/],
      [certificationBody({ proId: 'abc' }), /产品编号/],
      [certificationBody({ remark: 'x'.repeat(501) }), /备注/],
      [{ series: 'conflux' }, /请填写/],
    ];
    for (const [body, message] of cases) {
      const response = await request(body, user.token);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(response.json().msg, message);
    }
  });

  test('when there is no valid token, then 401', async () => {
    assert.equal((await request(certificationBody())).statusCode, 401);
    assert.equal((await suite.app.inject({ url: '/api/certification/mine' })).statusCode, 401);
  });
});
