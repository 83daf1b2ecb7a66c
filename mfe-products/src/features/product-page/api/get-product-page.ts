import { API_BASE, normalisePath, PRODUCTS, type CatalogueProduct } from '@dpu/contracts';
import { useContent } from '@dpu/ui';
import type { ProductPageData } from '../types';

/** The catalogue product whose page lives at a path (docs/decisions.md, unnamed routes). */
export function productForPath(pathname: string): CatalogueProduct | undefined {
  const path = normalisePath(pathname);
  return PRODUCTS.find((product) => product.route === path);
}

export function productContentPath(key: string): string {
  return `/products/${key}`;
}

/** Loads the page document of one product (content/products/<key>.yaml). */
export function useProductPage(key: string) {
  return useContent<ProductPageData>(productContentPath(key));
}

/** Public handbook URL; the same file as /api/file/download/{pdfId}, not access-controlled. */
export function handbookUrl(pdfKey: string): string {
  return `${API_BASE}/file/pdf/${encodeURIComponent(pdfKey)}`;
}

/** docs/site.md §2: cooperation consultation links to /contact?interested={product key}. */
export function consultationUrl(key: string): string {
  return `/contact?interested=${encodeURIComponent(key)}`;
}
