import { useLocation } from '@dpu/router';
import type { CatalogueProduct } from '@dpu/contracts';
import { Breadcrumbs, ErrorPage, HydrateOnVisible, useSitePageMeta } from '@dpu/ui';
import { productForPath, useProductPage } from './api/get-product-page';
import { ProductAdvantages } from './components/product-advantages';
import { ProductApplications } from './components/product-applications';
import { ProductBanner } from './components/product-banner';
import { ProductHighlights } from './components/product-highlights';
import { ProductProfile } from './components/product-profile';
import { ProductSpecs } from './components/product-specs';
import { ProductVideo } from './components/product-video';
import { BuyerSections } from './buyer/buyer-sections';
import type { ProductPageData } from './types';
import styles from './product-page.module.css';

export const CONTENT_ERROR_TEXT = '产品内容加载失败，请稍后刷新重试';

/** Every product page of the catalogue, found by the current path (unknown → 404). */
export function ProductPage() {
  const { pathname } = useLocation();
  const product = productForPath(pathname);
  if (!product) return <ErrorPage statusCode={404} />;
  return <CatalogueProductPage key={product.key} product={product} />;
}

function CatalogueProductPage({ product }: { product: CatalogueProduct }) {
  const state = useProductPage(product.key);
  const page = state.status === 'ready' ? state.data : undefined;
  // docs/site.md §2: the title ends with company name + '|产品体系'; the product's name leads it so
  // every product page has its own title (search results, tabs, link previews)
  useSitePageMeta('产品体系', {
    lead: product.name,
    description: page?.description,
    keywords: page?.keywords,
  });
  if (state.status === 'not-found') return <ErrorPage statusCode={404} />;
  if (state.status === 'error') {
    // 重试 asks for the content again in place (no reload of the whole site)
    return <ErrorPage statusCode={500} message={CONTENT_ERROR_TEXT} onRetry={state.retry} />;
  }
  if (!page) return <div className={styles.loading} aria-busy="true" aria-label="加载中" />;
  return <ProductSections page={page} product={product} />;
}

/** The sections after the video that need only the page's data, in their order. */
const LAZY_SECTIONS = {
  highlights: ProductHighlights,
  applications: ProductApplications,
  specs: ProductSpecs,
  advantages: ProductAdvantages,
};

/**
 * docs/site.md §2 sections, in order: banner, breadcrumbs, profile, video, highlights, scenarios,
 * specs, advantages; then the buyer's sections (ordering, comparison, downloads, related, CTA).
 */
export function ProductSections({
  page,
  product,
}: {
  page: ProductPageData;
  product: CatalogueProduct;
}) {
  return (
    <article
      className={styles.page}
      data-testid="product-page"
      data-product={product.key}
      data-series={product.series}
      data-pro-id={product.proId}
    >
      <ProductBanner page={page} name={product.name} />
      <Breadcrumbs
        testId="product-section-breadcrumbs"
        items={[
          { label: page.breadcrumbSubNav ?? '产品体系', to: page.breadcrumbLink ?? '/product' },
          { label: page.breadcrumbLandPage ?? product.name },
        ]}
      />
      <ProductProfile page={page} />
      {/* the sections below the profile hydrate as they near the viewport */}
      {page.videoId !== undefined && (
        <HydrateOnVisible>
          <ProductVideo videoId={page.videoId} title={page.videoTitle} />
        </HydrateOnVisible>
      )}
      {Object.entries(LAZY_SECTIONS).map(([name, Section]) => (
        <HydrateOnVisible key={name}>
          <Section page={page} />
        </HydrateOnVisible>
      ))}
      <BuyerSections page={page} product={product} />
    </article>
  );
}
