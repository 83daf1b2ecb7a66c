import { createRemoteRoutes, lazyPage, pageRoute } from '@dpu/ui';
import manifest from './route-manifest';

// Every page is its own chunk; the application form (antd) is a further chunk of its page.
const JoinusPage = lazyPage(() => import('./features/joinus/joinus-page'), 'JoinusPage');
const JoinusSchoolPage = lazyPage(
  () => import('./features/joinus/joinus-school-page'),
  'JoinusSchoolPage',
);
const JobListPage = lazyPage(() => import('./features/job-list/job-list-page'), 'JobListPage');
const JobNavPage = lazyPage(() => import('./features/job-nav/job-nav-page'), 'JobNavPage');
const JobDetailPage = lazyPage(
  () => import('./features/job-detail/job-detail-page'),
  'JobDetailPage',
);
const JobApplyPage = lazyPage(() => import('./features/job-apply/job-apply-page'), 'JobApplyPage');

/** Exposed as 'careers/Routes': campus and experienced-hire jobs and applications. */
const routes = createRemoteRoutes(manifest, {
  '/about/joinus': pageRoute(JoinusPage),
  '/about/joinusSchool': pageRoute(JoinusSchoolPage),
  '/joinus/social': pageRoute(JobListPage, { kind: 'social' }),
  '/joinus/social/jobnav': pageRoute(JobNavPage, { kind: 'social' }),
  '/joinus/social/socialdetail': pageRoute(JobDetailPage, { kind: 'social' }),
  '/joinus/social/socialapply': pageRoute(JobApplyPage, { kind: 'social' }),
  '/joinus/school': pageRoute(JobListPage, { kind: 'school' }),
  '/joinus/school/jobnav': pageRoute(JobNavPage, { kind: 'school' }),
  '/joinus/school/schooldetail': pageRoute(JobDetailPage, { kind: 'school' }),
  '/joinus/school/schoolapply': pageRoute(JobApplyPage, { kind: 'school' }),
});

export default routes.Routes;
export const { preload, prefetch } = routes;
