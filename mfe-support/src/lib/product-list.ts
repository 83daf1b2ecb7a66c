import { getJson, isSuccess, queryOptions, useQuery } from '@dpu/api-client';
import { PRODUCTS, type ProductSummary } from '@dpu/contracts';

/** The catalogue of the front end, used when the server's list cannot be had. */
export const FALLBACK_PRODUCTS: ProductSummary[] = PRODUCTS.map(({ series, proId, key, name }) => ({
  series,
  proId,
  key,
  name,
}));

/** docs/api.md GET /product/list; falls back to the built-in catalogue when the call fails. */
export async function getProductList(): Promise<ProductSummary[]> {
  try {
    const body = await getJson<ProductSummary[]>('/product/list');
    if (isSuccess(body) && Array.isArray(body.data) && body.data.length > 0) return body.data;
  } catch {
    // network error: logged by the api-client
  }
  return FALLBACK_PRODUCTS;
}

/** Public data: rendered on the server with the page and reused by the browser. */
export const productListQuery = queryOptions({
  queryKey: ['product-list'] as const,
  queryFn: getProductList,
  staleTime: 5 * 60_000,
});

export function useProductList(): ProductSummary[] | undefined {
  return useQuery(productListQuery).data;
}
