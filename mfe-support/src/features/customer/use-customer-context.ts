import { productByProId, PRO_ID_PATTERN, type CatalogueProduct } from '@dpu/contracts';
import { useContent, useQueryParam } from '@dpu/ui';
import type { CustomerCopy } from './types';

export const CUSTOMER_BASE = '/productStack/customer';

/** The product of the customer area: docs/site.md §4 takes proId from the query, else id. */
export function useCustomerProduct(): { proId: string | null; product?: CatalogueProduct } {
  const proIdParam = useQueryParam('proId');
  const idParam = useQueryParam('id');
  const raw = proIdParam || idParam;
  const proId = raw && PRO_ID_PATTERN.test(raw) ? raw : null;
  return { proId, product: proId ? productByProId(proId) : undefined };
}

export function useCustomerCopy() {
  return useContent<CustomerCopy>('/support/customer');
}

export function sectionUrl(path: string, proId: string): string {
  const query = new URLSearchParams({ proId }).toString();
  return path ? `${CUSTOMER_BASE}/${path}?${query}` : `${CUSTOMER_BASE}?${query}`;
}
