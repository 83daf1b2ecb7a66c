import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PRODUCTS, productByKey } from '@dpu/contracts';
import { suiteApp } from '../../../../test/app';
import { describeOnEngines } from '../../../../test/databases';
import { auth, grantProduct, loginAs, registerUser } from '../../../../test/users';

const E = productByKey('conflux2200E')!;
const P = productByKey('conflux2200P')!;

await describeOnEngines('products and the authorisation check', (engine) => {
  const suite = suiteApp(engine);
  const check = (productId: string, token?: string) =>
    suite.app.inject({
      url: `/api/productUserMid/check/client/${productId}`,
      headers: token ? auth(token) : {},
    });

  test('when the catalogue is listed, then it is PRODUCTS with 32-hex proIds', async () => {
    const response = await suite.app.inject({ url: '/api/product/list' });
    assert.equal(response.statusCode, 200);
    const { code, data } = response.json();
    assert.equal(code, '200');
    assert.deepEqual(
      data,
      PRODUCTS.map(({ series, proId, key, name }) => ({ series, proId, key, name })),
    );
    for (const product of data) assert.match(product.proId, /^[0-9a-f]{32}$/);
  });

  test('when the user holds a grant, then the check answers yes; otherwise not', async () => {
    const user = await registerUser(suite.app);
    assert.deepEqual((await check(E.proId, user.token)).json(), { code: '200', data: 'not' });
    await grantProduct(suite.app, user.email, E.proId);
    assert.deepEqual((await check(E.proId, user.token)).json(), { code: '200', data: 'yes' });
    assert.deepEqual((await check(P.proId, user.token)).json(), { code: '200', data: 'not' });
    assert.deepEqual((await check('no-such-product', user.token)).json(), {
      code: '200',
      data: 'not',
    });
  });

  test('when another user holds the grant, then it does not carry over (IDOR)', async () => {
    const owner = await registerUser(suite.app);
    const other = await registerUser(suite.app);
    await grantProduct(suite.app, owner.email, P.proId);
    assert.equal((await check(P.proId, owner.token)).json().data, 'yes');
    assert.equal((await check(P.proId, other.token)).json().data, 'not');
  });

  test('when there is no valid token, then the check answers 401', async () => {
    const missing = await check(E.proId);
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().code, '401');
    assert.equal((await check(E.proId, 'nonsense')).statusCode, 401);
  });

  test('when the demo customer logs in, then they hold CONFLUX-2200E', async () => {
    const token = await loginAs(suite.app, 'demo@example.com', 'Demo12345');
    assert.equal((await check(E.proId, token)).json().data, 'yes');
    assert.equal((await check(P.proId, token)).json().data, 'not');
  });
});
