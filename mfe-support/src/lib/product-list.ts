import { useEffect, useState } from 'react';
import { getJson, isSuccess } from '@dpu/api-client';
import { PRODUCTS, type ProductSummary } from '@dpu/contracts';

/** The catalogue of the front end, used when the server's list cannot be had. */
export const FALLBACK_PRODUCTS: ProductSummary[] = PRODUCTS.map(({ series, proId, key, name }) => ({
  series,
  proId,
  key,
  name,
}));

/** api.md GET /product/list; falls back to PRODUCTS when the call fails (task brief). */
export async function getProductList(): Promise<ProductSummary[]> {
  try {
    const body = await getJson<ProductSummary[]>('/product/list');
    if (isSuccess(body) && Array.isArray(body.data) && body.data.length > 0) return body.data;
  } catch {
    // network error: logged by the api-client
  }
  return FALLBACK_PRODUCTS;
}

export function useProductList(): ProductSummary[] | undefined {
  const [products, setProducts] = useState<ProductSummary[]>();
  useEffect(() => {
    let active = true;
    void getProductList().then((list) => active && setProducts(list));
    return () => {
      active = false;
    };
  }, []);
  return products;
}
