import { getJson, isSuccess } from '@dpu/api-client';
import { AUTH_YES } from '@dpu/contracts';

export type AccessResult = 'yes' | 'not' | 'login';

/**
 * docs/site.md §4 'Product authorisation check', §6: 'yes' only for code '200' with data 'yes'.
 * A '401' means the stored token is no longer valid: the user has to log in again.
 */
export async function checkProductAccess(proId: string): Promise<AccessResult> {
  try {
    const body = await getJson<string>(`/productUserMid/check/client/${encodeURIComponent(proId)}`);
    if (body?.code === '401') return 'login';
    return isSuccess(body) && body.data === AUTH_YES ? 'yes' : 'not';
  } catch {
    // docs/site.md §8: network errors are logged by the api-client; the result is 'not'
    return 'not';
  }
}
