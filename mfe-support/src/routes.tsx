import { createRemoteRoutes, type PagePrefetch } from '@dpu/ui';
import { productListQuery } from './lib/product-list';
import manifest from './route-manifest';

// docs/site.md §6: the customer sub-pages; the shell guards them (token + authorisation), this
// remote only renders them. Each maps to a section of content/support/customer.yaml.
// Each page module is its own chunk; the certification form's antd loads only on its page.

const productList: PagePrefetch = (_location, client) => client.prefetchQuery(productListQuery);

/** Exposed as 'support/Routes': the /productStack customer area and certification. */
const routes = createRemoteRoutes(
  manifest,
  (page) => import(/* webpackInclude: /-page\.tsx$/ */ `./features/${page}.tsx`),
  { '/productStack': productList, '/productStack/customerVerify': productList },
);

export default routes.Routes;
export const { preload, prefetch } = routes;
