import { lazy } from 'react';
import { useLocation } from '@dpu/router';
import type { CatalogueProduct } from '@dpu/contracts';
import { Breadcrumbs, ErrorPage, HydrateOnVisible, useSitePageMeta } from '@dpu/ui';
import { productForPath, useProductPage } from './api/get-product-page';
import { ProductBanner } from './components/product-banner';
import { ProductProfile } from './components/product-profile';
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

// The sections below the profile are off a phone's first screen: their code is in chunks of
// their own, fetched when a section nears the viewport (HydrateOnVisible waits for that before
// it renders them), so a first load downloads and parses only the first screen's (issue 25).
// The server renders them all, and the page inlines their CSS like the rest.
const ProductVideo = lazy(() =>
  import('./components/product-video').then((m) => ({ default: m.ProductVideo })),
);
const BuyerSections = lazy(() =>
  import('./buyer/buyer-sections').then((m) => ({ default: m.BuyerSections })),
);

/** The sections after the video that need only the page's data, in their order. */
const LAZY_SECTIONS = {
  highlights: lazy(() =>
    import('./components/product-highlights').then((m) => ({ default: m.ProductHighlights })),
  ),
  applications: lazy(() =>
    import('./components/product-applications').then((m) => ({ default: m.ProductApplications })),
  ),
  specs: lazy(() =>
    import('./components/product-specs').then((m) => ({ default: m.ProductSpecs })),
  ),
  advantages: lazy(() =>
    import('./components/product-advantages').then((m) => ({ default: m.ProductAdvantages })),
  ),
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
      <HydrateOnVisible>
        <BuyerSections page={page} product={product} />
      </HydrateOnVisible>
    </article>
  );
}
