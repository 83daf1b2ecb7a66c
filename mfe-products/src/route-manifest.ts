import { defineRouteManifest, PRODUCTS } from '@dpu/contracts';
import routes from './routes.json';

// The products team's pages (src/routes.json, plus one page per product of the catalogue),
// published with each deploy as routes.json (see docs/composition.md). `head` is only the
// fallback: each page sets its own title and description from its content while it renders.
export default defineRouteManifest('products', [
  ...routes,
  ...PRODUCTS.map((product) => ({
    path: product.route,
    page: 'product-page/product-page',
    head: { title: `${product.name}|产品体系` },
    sitemap: true,
  })),
]);
