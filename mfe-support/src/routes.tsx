import { createRemoteRoutes, lazyPage, pageRoute, type RemotePage } from '@dpu/ui';
import { productListQuery } from './lib/product-list';
import manifest from './route-manifest';

// docs/site.md §6: the customer sub-pages; the shell guards them (token + authorisation), this
// remote only renders them. Each maps to a section of content/support/customer.yaml.
// Each page is its own chunk; the certification form's antd loads only on its page.
const ProductStackPage = lazyPage(
  () => import('./features/product-stack/product-stack-page'),
  'ProductStackPage',
);
const CustomerHomePage = lazyPage(
  () => import('./features/customer/customer-home-page'),
  'CustomerHomePage',
);
const MaterialsPage = lazyPage(() => import('./features/customer/materials-page'), 'MaterialsPage');
const CertificationPage = lazyPage(
  () => import('./features/certification/certification-page'),
  'CertificationPage',
);

const CUSTOMER_SUB_PAGES = [
  'downloadDrivers',
  'downloadDocument',
  'announcementPreview',
  'solutionPreview',
  'video_preview',
  'agreement',
  'agreementSecret',
] as const;

const materialsPages = Object.fromEntries(
  CUSTOMER_SUB_PAGES.map((path): [string, RemotePage] => [
    `/productStack/customer/${path}`,
    pageRoute(MaterialsPage, { path }),
  ]),
);

const withProductList: Pick<RemotePage, 'prefetch'> = {
  prefetch: (_location, client) => client.prefetchQuery(productListQuery),
};

/** Exposed as 'support/Routes': the /productStack customer area and certification. */
const routes = createRemoteRoutes(manifest, {
  '/productStack': { ...pageRoute(ProductStackPage), ...withProductList },
  '/productStack/customer': pageRoute(CustomerHomePage),
  ...materialsPages,
  '/productStack/customerVerify': { ...pageRoute(CertificationPage), ...withProductList },
});

export default routes.Routes;
export const { preload, prefetch } = routes;
