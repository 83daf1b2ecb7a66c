import { checkProductAccess, productIdFromQuery } from '@dpu/api-client';
import { AUTH_YES, FLAG_SHOW_CUSTOMER } from '@dpu/contracts';
import { currentToken, LOGIN_PAGE_PATH, rememberLoginReturn, writeStored } from '@dpu/session';

// docs/site.md §4 Guard on navigation, Reading B (docs/decisions.md): only the eight protected
// customer paths of docs/site.md §6 are guarded; every other page is public.

export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string };

const HOME = '/';

/**
 * Without a token: path '/contact', backPath the current path (or '/' for
 * /productStack), go to /login. With a token: flagOfShowCustomer '2', then the product
 * authorisation check (proId, else id); only 'yes' proceeds, anything else goes home.
 */
export async function guardProtectedPath(pathname: string, search: string): Promise<GuardOutcome> {
  if (!currentToken()) {
    rememberLoginReturn(`${pathname}${search}`);
    return { kind: 'redirect', to: LOGIN_PAGE_PATH };
  }
  writeStored('flagOfShowCustomer', FLAG_SHOW_CUSTOMER);
  const result = await checkProductAccess(productIdFromQuery(search));
  return result === AUTH_YES ? { kind: 'allow' } : { kind: 'redirect', to: HOME };
}
