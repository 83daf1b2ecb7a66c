import { createRemoteRoutes } from '@dpu/ui';
import * as home from './features/home/home-page';
import manifest from './route-manifest';

/**
 * Exposed as 'marketing/Routes': every marketing route of the manifest. Every page module but
 * the home page's is its own chunk, so '/' downloads only what it shows.
 */
const routes = createRemoteRoutes(manifest, (page) =>
  page === 'home/home-page'
    ? Promise.resolve(home)
    : import(
        /* webpackInclude: /-page\.tsx$/ */
        /* webpackExclude: /home-page\.tsx$/ */
        `./features/${page}.tsx`
      ),
);

export default routes.Routes;
export const { preload, prefetch } = routes;
