import { useSession } from './session-store';

// For tests (jest): the state docs/site.md §4 'Logout' leaves behind, checked in one place for the
// store's own tests and for the shell's logout.

export function expectLoggedOut(): void {
  const state = useSession.getState();
  expect(state.userInfo).toEqual({ name: '', userType: '' });
  expect(state.token.value).toBeNull();
  expect(state.loginStatus).toBe(false);
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(window.localStorage.getItem('userType')).toBeNull();
}
