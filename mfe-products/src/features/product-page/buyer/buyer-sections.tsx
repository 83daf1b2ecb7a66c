import type { CatalogueProduct } from '@dpu/contracts';
import type { ProductPageData } from '../types';
import { ClosingCta } from '../../../components/buyer/closing-cta';
import { FamilyCompare } from '../../../components/buyer/family-compare';
import { OrderingTable } from './ordering-table';
import { ProductDownloads } from './product-downloads';
import { RelatedPages } from './related-pages';
import { useBuyerCopy, useFamily, useSolutionTitles } from '../../../components/buyer/use-buyer';

/**
 * What a buyer needs after the specifications (issue 26): ordering information, the family
 * comparison, downloads, related products and solutions, and a closing call to action.
 */
export function BuyerSections({
  page,
  product,
}: {
  page: ProductPageData;
  product: CatalogueProduct;
}) {
  const copy = useBuyerCopy();
  const family = useFamily();
  const solutionTitles = useSolutionTitles();
  if (!copy) return null;
  return (
    <>
      {page.ordering && page.ordering.length > 0 && (
        <OrderingTable rows={page.ordering} copy={copy} />
      )}
      {page.compare && family && (
        <FamilyCompare members={family} current={product.key} copy={copy} />
      )}
      <ProductDownloads product={product} pdfKey={page.pdfKey} copy={copy} />
      <RelatedPages
        productKeys={page.relatedProducts ?? []}
        solutionSlugs={page.relatedSolutions ?? []}
        members={family}
        solutionTitles={solutionTitles}
        copy={copy}
      />
      <ClosingCta productKey={product.key} buyUrl={page.buyUrl} copy={copy} />
    </>
  );
}
