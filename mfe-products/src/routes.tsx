import { createRemoteRoutes } from '@dpu/ui';
import manifest from './route-manifest';

/**
 * Exposed as 'products/Routes': product system, product pages, K2-Pro, IP cores. Each page
 * module is its own chunk; the shell loads it before hydrating the server's HTML.
 */
const routes = createRemoteRoutes(
  manifest,
  (page) => import(/* webpackInclude: /-page\.tsx$/ */ `./features/${page}.tsx`),
);

export default routes.Routes;
export const { preload, prefetch } = routes;
