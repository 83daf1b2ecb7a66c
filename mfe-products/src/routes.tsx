import { PRODUCTS } from '@dpu/contracts';
import { createRemoteRoutes, lazyPage, pageRoute } from '@dpu/ui';
import manifest from './route-manifest';

// Each page is its own chunk; the shell loads it before hydrating the server's HTML.
const LandingPage = lazyPage(() => import('./features/product-system/landing-page'), 'LandingPage');
const ProductPage = lazyPage(
  () => import('./features/product-page/product-page'),
  'ProductPageRoute',
);

/** Exposed as 'products/Routes': product system, product pages, K2-Pro, IP cores. */
const routes = createRemoteRoutes(manifest, {
  '/product': pageRoute(LandingPage, {
    contentPath: '/products/system/landing',
    testId: 'product-system-page',
  }),
  '/dpu': pageRoute(LandingPage, {
    contentPath: '/products/system/dpu',
    testId: 'chip-landing-page',
  }),
  ...Object.fromEntries(PRODUCTS.map((product) => [product.route, pageRoute(ProductPage)])),
});

export default routes.Routes;
export const { preload, prefetch } = routes;
