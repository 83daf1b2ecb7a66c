import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PRODUCTS, productByKey } from '@dpu/contracts';
import { testApp } from '../../../../test/app';
import { ENGINES, freshDatabase, skipReason, type TestDatabase } from '../../../../test/databases';
import { auth, grantProduct, loginAs, registerUser } from '../../../../test/users';

const E = productByKey('conflux2200E')!;
const P = productByKey('conflux2200P')!;

for (const engine of ENGINES) {
  describe(`products and the authorisation check on ${engine}`, async () => {
    const skip = await skipReason(engine);
    let database: TestDatabase;
    let app: FastifyInstance;
    const check = (productId: string, token?: string) =>
      app.inject({
        url: `/api/productUserMid/check/client/${productId}`,
        headers: token ? auth(token) : {},
      });

    before(async () => {
      if (skip) return;
      database = await freshDatabase(engine);
      app = await testApp(database.db);
    });
    after(async () => {
      await app?.close();
      await database?.drop();
    });

    test(
      'when the catalogue is listed, then it is PRODUCTS with 32-hex proIds',
      { skip },
      async () => {
        const response = await app.inject({ url: '/api/product/list' });
        assert.equal(response.statusCode, 200);
        const { code, data } = response.json();
        assert.equal(code, '200');
        assert.deepEqual(
          data,
          PRODUCTS.map(({ series, proId, key, name }) => ({ series, proId, key, name })),
        );
        for (const product of data) assert.match(product.proId, /^[0-9a-f]{32}$/);
      },
    );

    test(
      'when the user holds a grant, then the check answers yes; otherwise not',
      { skip },
      async () => {
        const user = await registerUser(app);
        assert.deepEqual((await check(E.proId, user.token)).json(), { code: '200', data: 'not' });
        await grantProduct(app, user.email, E.proId);
        assert.deepEqual((await check(E.proId, user.token)).json(), { code: '200', data: 'yes' });
        assert.deepEqual((await check(P.proId, user.token)).json(), { code: '200', data: 'not' });
        assert.deepEqual((await check('no-such-product', user.token)).json(), {
          code: '200',
          data: 'not',
        });
      },
    );

    test(
      'when another user holds the grant, then it does not carry over (IDOR)',
      { skip },
      async () => {
        const owner = await registerUser(app);
        const other = await registerUser(app);
        await grantProduct(app, owner.email, P.proId);
        assert.equal((await check(P.proId, owner.token)).json().data, 'yes');
        assert.equal((await check(P.proId, other.token)).json().data, 'not');
      },
    );

    test('when there is no valid token, then the check answers 401', { skip }, async () => {
      const missing = await check(E.proId);
      assert.equal(missing.statusCode, 401);
      assert.equal(missing.json().code, '401');
      assert.equal((await check(E.proId, 'nonsense')).statusCode, 401);
    });

    test('when the demo customer logs in, then they hold CONFLUX-2200E', { skip }, async () => {
      const token = await loginAs(app, 'demo@example.com', 'Demo12345');
      assert.equal((await check(E.proId, token)).json().data, 'yes');
      assert.equal((await check(P.proId, token)).json().data, 'not');
    });
  });
}
