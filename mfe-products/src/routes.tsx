import { PRODUCTS } from '@dpu/contracts';
import { createRemoteRoutes, type RemotePage } from '@dpu/ui';
import { ProductPageRoute } from './features/product-page/product-page';
import { LandingPage } from './features/product-system/landing-page';
import manifest from './route-manifest';

const productPage: RemotePage = { element: <ProductPageRoute /> };

/** Exposed as 'products/Routes': product system, product pages, K2-Pro, IP cores. */
const routes = createRemoteRoutes(manifest, {
  '/product': {
    element: <LandingPage contentPath="/products/system/landing" testId="product-system-page" />,
  },
  '/dpu': {
    element: <LandingPage contentPath="/products/system/dpu" testId="chip-landing-page" />,
  },
  ...Object.fromEntries(PRODUCTS.map((product) => [product.route, productPage])),
});

export default routes.Routes;
export const { preload, prefetch } = routes;
