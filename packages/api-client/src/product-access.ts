import { AUTH_NOT, AUTH_YES, type AuthResult } from '@dpu/contracts';
import { getJson, isSuccess } from './client';

// docs/site.md §4 Product authorisation check and §6: 'yes' only when the answer is code '200'
// with data 'yes'; anything else — another code, other data, no product id, a failed
// call — is 'not'.

export function productAccessUrl(productId: string): string {
  return `/productUserMid/check/client/${encodeURIComponent(productId)}`;
}

/** The product id of a route: query parameter proId, failing that id (docs/site.md §4). */
export function productIdFromQuery(search: string | URLSearchParams): string | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return query.get('proId') || query.get('id') || null;
}

/** The check's answer where a '401' (the stored session has ended) is told apart from 'not'. */
export type ProductAccess = AuthResult | 'login';

/**
 * The check for pages that send the user to log in when the session has ended (the support
 * area: 'yes' → the customer home, 'login' → /login, 'not' → the buy/certify dialog).
 */
export async function checkProductAccessOrLogin(productId: string | null): Promise<ProductAccess> {
  if (!productId) return AUTH_NOT;
  try {
    const body = await getJson<string>(productAccessUrl(productId));
    if (body?.code === '401') return 'login';
    return isSuccess(body) && body.data === AUTH_YES ? AUTH_YES : AUTH_NOT;
  } catch (error) {
    console.error('[api] product authorisation check failed', error);
    return AUTH_NOT;
  }
}

/** docs/site.md §4: the result is 'yes' or 'not' (the guard's check). */
export async function checkProductAccess(productId: string | null): Promise<AuthResult> {
  const result = await checkProductAccessOrLogin(productId);
  return result === 'login' ? AUTH_NOT : result;
}
