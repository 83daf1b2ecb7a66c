import { currentToken, resetSession, useSession } from './session-store';
import { expectLoggedOut } from './testing';

describe('session store (docs/site.md §3, §4)', () => {
  it('when created, then it holds the defaults of docs/site.md §3', () => {
    const state = useSession.getState();
    expect(state.loginStatus).toBe(false);
    expect(state.userInfo).toEqual({ name: null, userType: null });
    expect(state.token).toEqual({ code: 'UserToken', value: null });
    expect(state.fileRootPath).toBe(`${window.location.origin}/data/file/`);
  });

  it('when logged in, then token and userType are also kept in local storage', () => {
    useSession.getState().setLoggedIn({ name: '张三', userType: 'customer' }, 'tok-1');
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(window.localStorage.getItem('userType')).toBe('customer');
    expect(useSession.getState().loginStatus).toBe(true);
  });

  it('when the session holds no token, then the one in local storage is used', () => {
    window.localStorage.setItem('token', 'stored');
    expect(currentToken()).toBe('stored');
    useSession.setState({ token: { code: 'UserToken', value: 'memory' } });
    expect(currentToken()).toBe('memory');
  });

  it('when logged out after a logout, then name and userType are empty strings and storage is cleared', () => {
    useSession.getState().setLoggedIn({ name: '张三', userType: 'customer' }, 'tok-1');
    useSession.getState().clearAfterLogout();
    expectLoggedOut();
  });

  it('when reset, then the defaults come back', () => {
    useSession.getState().setLoggedIn({ name: '张三', userType: 'customer' }, 'tok-1');
    resetSession();
    expect(useSession.getState().loginStatus).toBe(false);
  });
});
