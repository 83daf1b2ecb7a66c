import { isSuccess, postEmpty } from '@dpu/api-client';
import { normalisePath, PRODUCT_STACK_PATH } from '@dpu/contracts';
import { useSession, writeStored } from '@dpu/session';
import { showErrorToast } from '../ui/toast';

export const LOGOUT_URL = '/logout';

export const LOGOUT_FAILED_TEXT = '退出失败，请稍后重试';
export const NETWORK_ERROR_TEXT = '网络异常，请检查网络后重试';

type Navigate = (to: string) => void;

/**
 * docs/site.md §4 Logout and §8: on '200' the session is cleared (name and userType '', token
 * null, 'userType' and 'token' removed from storage); then a path containing
 * /productStack stores path '/' and goes home, any other stores the current path.
 * A non-'200' shows its msg as an error toast, a network error a toast.
 */
export async function logout(currentPath: string, navigate: Navigate): Promise<boolean> {
  try {
    const body = await postEmpty(LOGOUT_URL);
    if (!isSuccess(body)) {
      await showErrorToast(body?.msg || LOGOUT_FAILED_TEXT);
      return false;
    }
  } catch (error) {
    console.error('[session] logout failed', error);
    await showErrorToast(NETWORK_ERROR_TEXT);
    return false;
  }
  useSession.getState().clearAfterLogout();
  const pathname = normalisePath(currentPath.split(/[?#]/)[0] ?? '/');
  if (pathname.includes(PRODUCT_STACK_PATH)) {
    writeStored('path', '/');
    navigate('/');
  } else {
    writeStored('path', currentPath);
  }
  return true;
}
