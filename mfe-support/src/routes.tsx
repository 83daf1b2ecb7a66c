import { createRemoteRoutes, lazyPage, type RemotePage } from '@dpu/ui';
import { CustomerHomePage } from './features/customer/customer-home-page';
import { MaterialsPage } from './features/customer/materials-page';
import { ProductStackPage } from './features/product-stack/product-stack-page';
import { productListQuery } from './lib/product-list';
import manifest from './route-manifest';

// docs/site.md §6: the customer sub-pages; the shell guards them (token + authorisation), this
// remote only renders them. Each maps to a section of content/support/customer.yaml.
// The certification form needs antd's Form: load it (and antd) only on that page.
const CertificationPage = lazyPage(() =>
  import('./features/certification/certification-page').then((m) => m.CertificationPage),
);

export const CUSTOMER_SUB_PAGES = [
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
    { element: <MaterialsPage key={path} path={path} /> },
  ]),
);

const withProductList: Pick<RemotePage, 'prefetch'> = {
  prefetch: (_location, client) => client.prefetchQuery(productListQuery),
};

/** Exposed as 'support/Routes': the /productStack customer area and certification. */
const routes = createRemoteRoutes(manifest, {
  '/productStack': { element: <ProductStackPage />, ...withProductList },
  '/productStack/customer': { element: <CustomerHomePage /> },
  ...materialsPages,
  '/productStack/customerVerify': {
    element: <CertificationPage />,
    preload: CertificationPage.preload,
    ...withProductList,
  },
});

export default routes.Routes;
export const { preload, prefetch } = routes;
