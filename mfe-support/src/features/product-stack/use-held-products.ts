import { checkProductAccessOrLogin, getJson, isSuccess, useQuery } from '@dpu/api-client';
import { AUTH_YES, type CertificationItem, type ProductSummary } from '@dpu/contracts';
import { useHasToken } from '@dpu/session';
import { useHydrated } from '@dpu/ui';

/** Where a logged-in customer stands with one product: holds it, has asked to, or neither. */
export type Holding = 'held' | 'pending' | 'not';

async function pendingProducts(): Promise<Set<string>> {
  try {
    const body = await getJson<CertificationItem[]>('/certification/mine');
    const items = isSuccess(body) && Array.isArray(body.data) ? body.data : [];
    return new Set(items.filter((item) => item.status === 'pending').map((item) => item.proId));
  } catch {
    return new Set(); // no pending mark then; the product shows as not held
  }
}

/**
 * Each product's holding for the logged-in customer (issue 26: a customer sees what they
 * hold without opening the dialog): the same per-product check the button makes
 * (docs/api.md GET /productUserMid/check/client/{id}) and the pending certification requests.
 * Personal, so asked in the browser only; undefined while unknown or logged out (a 401 —
 * the session has ended — leaves it unknown: the button then sends the visitor to log in).
 */
export function useHeldProducts(
  products: readonly ProductSummary[] | undefined,
): ReadonlyMap<string, Holding> | undefined {
  const hasToken = useHasToken();
  const hydrated = useHydrated();
  const ids = (products ?? []).map((product) => product.proId);
  const query = useQuery({
    queryKey: ['support', 'holdings', ids],
    // hasToken is undefined (unknown) while hydrating: an undefined `enabled` would mean
    // enabled, and a visitor without a session would ask for every product (401s)
    enabled: hasToken === true && hydrated && ids.length > 0,
    staleTime: 30_000,
    queryFn: async () => {
      const [answers, pending] = await Promise.all([
        Promise.all(ids.map((id) => checkProductAccessOrLogin(id))),
        pendingProducts(),
      ]);
      if (answers.includes('login')) return null;
      return new Map<string, Holding>(
        ids.map((id, i) => [
          id,
          answers[i] === AUTH_YES ? 'held' : pending.has(id) ? 'pending' : 'not',
        ]),
      );
    },
  });
  return hasToken ? (query.data ?? undefined) : undefined;
}
