import { act, screen } from '@testing-library/react';
import { fakeApi, type FakeApi } from '@dpu/test-utils';
import { useSession } from '@dpu/session';
import { expectLoggedOut } from '@dpu/session/testing';
import { logout, NETWORK_ERROR_TEXT } from './logout';

function loggedIn() {
  useSession.getState().setLoggedIn({ name: '李雷', userType: 'customer' }, 'tok-1');
}

describe('logout (docs/site.md §4, §8)', () => {
  let server: FakeApi;

  it("when logout answers '200' on a page, then the session is cleared and path is the current path", async () => {
    loggedIn();
    server = fakeApi(() => ({ body: { code: '200' } }));
    const navigate = jest.fn();
    await expect(logout('/news/newsCenter', navigate)).resolves.toBe(true);
    expect(server.calls[0]).toMatchObject({ method: 'POST', url: '/logout', body: undefined });
    expectLoggedOut();
    expect(window.localStorage.getItem('path')).toBe('/news/newsCenter');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("when logout answers '200' under /productStack, then path is '/' and the user goes home", async () => {
    loggedIn();
    server = fakeApi(() => ({ body: { code: '200' } }));
    const navigate = jest.fn();
    await logout('/productStack/customer/downloadDrivers?proId=x', navigate);
    expect(window.localStorage.getItem('path')).toBe('/');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(useSession.getState().loginStatus).toBe(false);
  });

  it('when logout answers another code, then its msg shows as an error toast and the session stays', async () => {
    loggedIn();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = fakeApi(() => ({ status: 500, body: { code: '500', msg: '服务繁忙，退出失败' } }));
    // the toast renders through antd's own React root: flush it inside act
    const done = await act(() => logout('/', jest.fn()));
    expect(done).toBe(false);
    expect(await screen.findByText('服务繁忙，退出失败')).toBeInTheDocument();
    expect(useSession.getState().loginStatus).toBe(true);
    expect(window.localStorage.getItem('token')).toBe('tok-1');
  });

  it('when the logout call fails on the network, then an error toast shows', async () => {
    loggedIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = fakeApi(() => 'network-error');
    const done = await act(() => logout('/', jest.fn()));
    expect(done).toBe(false);
    expect(await screen.findByText(NETWORK_ERROR_TEXT)).toBeInTheDocument();
    expect(useSession.getState().loginStatus).toBe(true);
  });
});
