import { normalisePath } from '@dpu/contracts';
import manifest from '../route-manifest';

/** The staff console: a page of the shell, but not an account page. */
export const STAFF_PATH = '/staff';

/** The shell's account pages (its route manifest, less the staff console). */
export const ACCOUNT_PATHS: readonly string[] = manifest.routes
  .map((route) => route.path)
  .filter((path) => path !== STAFF_PATH);

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATHS.includes(normalisePath(pathname));
}
