import {
  checkProductAccess,
  checkProductAccessOrLogin,
  productIdFromQuery,
} from './product-access';
import { fakeApi, type FakeApi } from './testing';

describe('product authorisation check (docs/site.md §4, §6)', () => {
  let server: FakeApi;

  it('when the query has proId and id, then proId wins; id is the fallback', () => {
    expect(productIdFromQuery('?proId=a&id=b')).toBe('a');
    expect(productIdFromQuery('?id=b')).toBe('b');
    expect(productIdFromQuery('')).toBeNull();
    expect(productIdFromQuery('?proId=')).toBeNull();
  });

  it("when the answer is code '200' with data 'yes', then the result is yes", async () => {
    server = fakeApi(() => ({ body: { code: '200', data: 'yes' } }));
    await expect(checkProductAccess('abc')).resolves.toBe('yes');
    expect(server.calls[0]?.url).toBe('/productUserMid/check/client/abc');
  });

  it.each([
    ['200 with not', { body: { code: '200', data: 'not' } }],
    ['200 with other data', { body: { code: '200', data: 'YES' } }],
    ['401', { status: 401, body: { code: '401', msg: '请先登录' } }],
  ])('when the answer is %s, then the result is not', async (_label, reply) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = fakeApi(() => reply);
    await expect(checkProductAccess('abc')).resolves.toBe('not');
  });

  it('when there is no product id, then the result is not without a call', async () => {
    server = fakeApi(() => ({ body: { code: '200', data: 'yes' } }));
    await expect(checkProductAccess(null)).resolves.toBe('not');
    expect(server.calls).toHaveLength(0);
  });

  it('when the call fails, then the result is not', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = fakeApi(() => 'network-error');
    await expect(checkProductAccess('abc')).resolves.toBe('not');
  });

  it("when the session has ended ('401'), then the support check says login; other answers as above", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = fakeApi(() => ({ status: 401, body: { code: '401', msg: '请先登录' } }));
    await expect(checkProductAccessOrLogin('abc')).resolves.toBe('login');
    server = fakeApi(() => ({ body: { code: '200', data: 'yes' } }));
    await expect(checkProductAccessOrLogin('abc')).resolves.toBe('yes');
    server = fakeApi(() => ({ body: { code: '200', data: 'not' } }));
    await expect(checkProductAccessOrLogin('abc')).resolves.toBe('not');
  });
});
