import { createRemoteRoutes } from '@dpu/ui';
import manifest from './route-manifest';

/**
 * Exposed as 'careers/Routes': campus and experienced-hire jobs and applications. Every
 * page module is its own chunk; the application form (antd) is a further chunk of its page.
 */
const routes = createRemoteRoutes(
  manifest,
  (page) => import(/* webpackInclude: /-page\.tsx$/ */ `./features/${page}.tsx`),
);

export default routes.Routes;
export const { preload, prefetch } = routes;
