import { fakeApi, type FakeApi } from '@dpu/test-utils';
import { SPEC_PROTECTED_PATHS } from '../../test/site-routes';
import { guardProtectedPath } from './guard';

const HOME = { kind: 'redirect', to: '/' };

describe('guard, Reading B (docs/site.md §4, §6)', () => {
  let server: FakeApi;

  it.each(SPEC_PROTECTED_PATHS)(
    'when %s is entered without a token, then it redirects to /login with path /contact and backPath the current path',
    async (path) => {
      server = fakeApi(() => ({ body: { code: '200', data: 'yes' } }));
      const outcome = await guardProtectedPath(path, '?proId=abc');
      expect(outcome).toEqual({ kind: 'redirect', to: '/login' });
      expect(window.localStorage.getItem('path')).toBe('/contact');
      expect(window.localStorage.getItem('backPath')).toBe(`${path}?proId=abc`);
      expect(window.localStorage.getItem('flagOfShowCustomer')).toBeNull();
      expect(server.calls).toHaveLength(0);
    },
  );

  it("when a token is held and the check answers '200' 'yes', then navigation proceeds", async () => {
    window.localStorage.setItem('token', 'tok-1');
    server = fakeApi(() => ({ body: { code: '200', data: 'yes' } }));
    const outcome = await guardProtectedPath('/productStack/customer', '?proId=p1&id=i1');
    expect(outcome).toEqual({ kind: 'allow' });
    expect(window.localStorage.getItem('flagOfShowCustomer')).toBe('2');
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      url: '/productUserMid/check/client/p1',
      headers: { UserToken: 'tok-1' },
    });
  });

  it('when only id is in the query, then id is the product checked', async () => {
    window.localStorage.setItem('token', 'tok-1');
    server = fakeApi(() => ({ body: { code: '200', data: 'yes' } }));
    await guardProtectedPath('/productStack/customer/downloadDrivers', '?id=i1');
    expect(server.calls[0]?.url).toBe('/productUserMid/check/client/i1');
  });

  it("when the check answers 'not', then it redirects home", async () => {
    window.localStorage.setItem('token', 'tok-1');
    server = fakeApi(() => ({ body: { code: '200', data: 'not' } }));
    await expect(guardProtectedPath('/productStack/customer', '?proId=p1')).resolves.toEqual(HOME);
    expect(window.localStorage.getItem('flagOfShowCustomer')).toBe('2');
  });

  it("when the check answers a code other than '200', then it redirects home", async () => {
    window.localStorage.setItem('token', 'expired');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = fakeApi(() => ({ status: 401, body: { code: '401', msg: '请先登录' } }));
    await expect(guardProtectedPath('/productStack/customer', '?proId=p1')).resolves.toEqual(HOME);
  });

  it('when neither proId nor id is given, then it redirects home without a call', async () => {
    window.localStorage.setItem('token', 'tok-1');
    server = fakeApi(() => ({ body: { code: '200', data: 'yes' } }));
    await expect(guardProtectedPath('/productStack/customer', '')).resolves.toEqual(HOME);
    expect(server.calls).toHaveLength(0);
  });

  it('when the check fails on the network, then it redirects home', async () => {
    window.localStorage.setItem('token', 'tok-1');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = fakeApi(() => 'network-error');
    await expect(guardProtectedPath('/productStack/customer', '?proId=p1')).resolves.toEqual(HOME);
  });
});
