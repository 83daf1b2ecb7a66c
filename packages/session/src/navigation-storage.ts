import { normalisePath, PRODUCT_STACK_PATH } from '@dpu/contracts';
import { readStored, writeStored } from './storage';

// The 'path' and 'backPath' rules of docs/site.md §4, in one place for the shell (route changes,
// guard, customer-support button) and the remotes (buy/certify dialog: cancel → backPath).

/** docs/site.md §4 Guard Reading B: the 'path' stored when a visitor is sent to log in. */
export const LOGIN_STORED_PATH = '/contact';

export const LOGIN_PAGE_PATH = '/login';

function pathnameOf(path: string): string {
  return normalisePath(path.split(/[?#]/)[0] ?? '/');
}

/** docs/site.md §4: a path is stored as itself, except /productStack, which is stored as '/'. */
export function storedPathFor(path: string): string {
  return pathnameOf(path) === PRODUCT_STACK_PATH ? '/' : path;
}

/** docs/site.md §4 Every route change: 'path' and 'backPath' both become the target path. */
export function rememberRouteChange(target: string): void {
  const value = storedPathFor(target);
  writeStored('path', value);
  writeStored('backPath', value);
}

/**
 * docs/site.md §4 Guard Reading B and Customer-support button, logged out: 'path' becomes
 * '/contact' and 'backPath' the current path (or '/' for /productStack).
 */
export function rememberLoginReturn(currentPath: string): void {
  writeStored('path', LOGIN_STORED_PATH);
  writeStored('backPath', storedPathFor(currentPath));
}

/** Where a successful login or registration returns to: backPath, or '/' when missing. */
export function loginReturnPath(): string {
  const back = readStored('backPath');
  return back && back.startsWith('/') && !back.startsWith('//') ? back : '/';
}
