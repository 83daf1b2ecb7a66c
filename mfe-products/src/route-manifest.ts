import { defineRouteManifest, PRODUCTS } from '@dpu/contracts';

// The products team's pages, published with each deploy as routes.json (see
// docs/composition.md). `head` is only the fallback: each page sets its own title and
// description from its content while it renders. Product pages come from the catalogue.
export default defineRouteManifest('products', [
  { path: '/product', head: { title: '产品体系' }, sitemap: true },
  { path: '/dpu', head: { title: 'DPU芯片' }, sitemap: true },
  ...PRODUCTS.map((product) => ({
    path: product.route,
    head: { title: `${product.name}|产品体系` },
    sitemap: true,
  })),
]);
