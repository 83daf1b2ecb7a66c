import { createRemoteRoutes } from '@dpu/ui';
import manifest from './route-manifest';

/**
 * Exposed as 'marketing/Routes': every marketing route of the manifest, each page module its
 * own chunk. The home page's is one too: '/' is not hydrated at load (it loads this remote only
 * when a visitor operates it), while inlined here it was 5 KB of every other marketing page's
 * first load (issue 25).
 */
const routes = createRemoteRoutes(
  manifest,
  (page) => import(/* webpackInclude: /-page\.tsx$/ */ `./features/${page}.tsx`),
);

export default routes.Routes;
export const { preload, prefetch } = routes;
