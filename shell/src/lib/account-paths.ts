import { normalisePath } from '@dpu/contracts';
import manifest from '../route-manifest';

/** The shell's own pages (its route manifest): the account pages. */
export const ACCOUNT_PATHS: readonly string[] = manifest.routes.map((route) => route.path);

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATHS.includes(normalisePath(pathname));
}
