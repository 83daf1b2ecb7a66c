import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MATERIAL_TYPES, productByKey } from '@dpu/contracts';
import { suiteApp } from '../../../../test/app';
import { describeOnEngines } from '../../../../test/databases';
import { auth, grantProduct, loginAs, registerUser } from '../../../../test/users';

const E = productByKey('conflux2200E')!;
const D = productByKey('conflux2200D')!;

await describeOnEngines('customer materials', (engine) => {
  const suite = suiteApp(engine);
  const materials = (proId: string, type: string, token?: string) =>
    suite.app.inject({
      url: `/api/customer/materials?proId=${proId}&type=${type}`,
      headers: token ? auth(token) : {},
    });

  test('when a grant holder asks for each type, then entries of that type come back', async () => {
    const user = await registerUser(suite.app);
    await grantProduct(suite.app, user.email, D.proId);
    for (const type of MATERIAL_TYPES) {
      const response = await materials(D.proId, type, user.token);
      assert.equal(response.statusCode, 200, type);
      const { code, data } = response.json();
      assert.equal(code, '200');
      assert.ok(data.length > 0, type);
      for (const item of data) {
        assert.equal(item.type, type);
        assert.match(item.title, /\S/);
        assert.match(item.date, /^\d{4}-\d{2}-\d{2}$/);
      }
    }
    const drivers = (await materials(D.proId, 'drivers', user.token)).json().data;
    assert.equal(typeof drivers[0].fileId, 'number');
    assert.match(drivers[0].sha256, /^[0-9a-f]{64}$/);
    assert.ok(drivers[0].size > 0);
    const download = await suite.app.inject({
      url: `/api/file/download/${drivers[0].fileId}`,
      headers: auth(user.token),
    });
    assert.equal(download.statusCode, 200);
  });

  test('when the user lacks the grant, then it answers 403 with the dialog text (IDOR)', async () => {
    const owner = await registerUser(suite.app);
    const other = await registerUser(suite.app);
    await grantProduct(suite.app, owner.email, E.proId);
    assert.equal((await materials(E.proId, 'documents', owner.token)).statusCode, 200);
    const denied = await materials(E.proId, 'documents', other.token);
    assert.equal(denied.statusCode, 403);
    assert.deepEqual(denied.json(), {
      code: '403',
      msg: '请购买或认证产品后，获取产品驱动与手册。',
    });
    // the demo customer's grant is for 2200E only
    const demo = await loginAs(suite.app, 'demo@example.com', 'Demo12345');
    assert.equal((await materials(E.proId, 'drivers', demo)).statusCode, 200);
    assert.equal((await materials(D.proId, 'drivers', demo)).statusCode, 403);
  });

  test('when the token is missing, then 401; when the query is bad, then 400 naming it', async () => {
    assert.equal((await materials(E.proId, 'drivers')).statusCode, 401);
    const user = await registerUser(suite.app);
    const badType = await materials(E.proId, 'secrets', user.token);
    assert.equal(badType.statusCode, 400);
    assert.match(badType.json().msg, /资料类型/);
    const badId = await materials('xyz', 'drivers', user.token);
    assert.equal(badId.statusCode, 400);
    assert.match(badId.json().msg, /产品编号/);
    const missing = await suite.app.inject({
      url: '/api/customer/materials',
      headers: auth(user.token),
    });
    assert.equal(missing.statusCode, 400);
  });
});
