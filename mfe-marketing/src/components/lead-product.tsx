import type { ReactNode } from 'react';
import { ProductPicture } from '@dpu/ui';

/**
 * The banner picture of a page about products (a case, a solution, a white paper): the
 * drawing of the first product it names (the page links every one of them further down);
 * undefined when it names none, so the banner keeps its illustration.
 */
export function leadProductPicture(keys: readonly string[] | undefined): ReactNode | undefined {
  const key = keys?.[0];
  return key ? <ProductPicture productKey={key} /> : undefined;
}
