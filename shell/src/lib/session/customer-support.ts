import { PRODUCT_STACK_PATH } from '@dpu/contracts';
import { LOGIN_PAGE_PATH, rememberLoginReturn } from '@dpu/session';

type Navigate = (to: string) => void;

/**
 * docs/site.md §4 Customer-support button: logged in → /productStack; logged out → /login, with
 * path and backPath set as in Guard Reading B.
 */
export function goToCustomerSupport(
  loginStatus: boolean,
  currentPath: string,
  navigate: Navigate,
): void {
  if (loginStatus) {
    navigate(PRODUCT_STACK_PATH);
    return;
  }
  rememberLoginReturn(currentPath);
  navigate(LOGIN_PAGE_PATH);
}
