import type { AuthSession } from '@dpu/contracts';
import { loginReturnPath, useSession } from '@dpu/session';

/**
 * After a successful login or registration: the session and local storage ('token',
 * 'userType') hold the user, then the user returns to backPath, or '/' (docs/site.md §4).
 */
export function completeLogin(data: AuthSession, navigate: (to: string) => void): void {
  useSession.getState().setLoggedIn({ name: data.userName, userType: data.userType }, data.token);
  navigate(loginReturnPath());
}

export const NETWORK_ERROR_TEXT = '网络异常，请检查网络后重试';
