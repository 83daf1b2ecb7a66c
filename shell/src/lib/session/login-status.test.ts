import { QueryClient } from '@tanstack/react-query';
import { createTestQueryLayer, fakeApi, type FakeApi } from '@dpu/test-utils';
import { useSession } from '@dpu/session';
import { checkLoginStatus, loginStatusQuery } from './login-status';

describe('login-status check (docs/site.md §4, §8)', () => {
  let server: FakeApi;

  it("when the check answers '200', then the user is logged in with name, userType and token", async () => {
    window.localStorage.setItem('token', 'tok-1');
    server = fakeApi(() => ({
      body: { code: '200', data: { userName: '李雷', userType: 'customer' } },
    }));
    await checkLoginStatus(createTestQueryLayer(new QueryClient()));
    const state = useSession.getState();
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      url: '/user/login/checkLoginStatus',
      headers: { UserToken: 'tok-1' },
    });
    expect(state.loginStatus).toBe(true);
    expect(state.userInfo).toEqual({ name: '李雷', userType: 'customer' });
    expect(state.token.value).toBe('tok-1');
    expect(window.localStorage.getItem('userType')).toBe('customer');
  });

  it('when the check answers another code, then the user is logged out with name and userType null', async () => {
    window.localStorage.setItem('token', 'expired');
    useSession.getState().setLoggedIn({ name: '李雷', userType: 'customer' }, 'expired');
    server = fakeApi(() => ({ status: 401, body: { code: '401', msg: '请先登录' } }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await checkLoginStatus(createTestQueryLayer(new QueryClient()));
    const state = useSession.getState();
    expect(state.loginStatus).toBe(false);
    expect(state.userInfo).toEqual({ name: null, userType: null });
  });

  it('when the call fails, then it is logged only and the user is treated as logged out', async () => {
    window.localStorage.setItem('token', 'tok-1');
    useSession.getState().setLoggedIn({ name: '李雷', userType: 'customer' }, 'tok-1');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = fakeApi(() => 'network-error');
    await expect(
      checkLoginStatus(createTestQueryLayer(new QueryClient())),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
    expect(useSession.getState().loginStatus).toBe(false);
    expect(useSession.getState().userInfo).toEqual({ name: null, userType: null });
  });

  it('when no token is held at all, then the outcome is logged out without a request', async () => {
    server = fakeApi(() => ({ body: { code: '200', data: { userName: 'x', userType: 'y' } } }));
    await checkLoginStatus(createTestQueryLayer(new QueryClient()));
    expect(server.calls).toHaveLength(0);
    expect(useSession.getState().loginStatus).toBe(false);
    expect(useSession.getState().userInfo).toEqual({ name: null, userType: null });
  });

  it('when the check has asked, then the staff console reads the same answer without asking again', async () => {
    window.localStorage.setItem('token', 'tok-1');
    server = fakeApi(() => ({
      body: { code: '200', data: { userName: '王五', userType: 'admin' } },
    }));
    const client = new QueryClient();
    await checkLoginStatus(createTestQueryLayer(client));
    const answer = await client.fetchQuery(loginStatusQuery('tok-1'));
    expect(answer.data?.userType).toBe('admin');
    expect(server.calls).toHaveLength(1);
  });
});
