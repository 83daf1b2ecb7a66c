import type { ComponentType } from 'react';
import { createRemoteRoutes, lazyPage, type RemotePage } from '@dpu/ui';
import type { JobKind } from './lib/jobs';
import manifest from './route-manifest';

// Every page is its own chunk; the application form (antd) is a further chunk of its page.
type KindProps = { kind: JobKind };

function kindPage(load: () => Promise<ComponentType<KindProps>>) {
  const Page = lazyPage(load);
  return (kind: JobKind): RemotePage => ({ element: <Page kind={kind} />, preload: Page.preload });
}

function page(load: () => Promise<ComponentType>): RemotePage {
  const Page = lazyPage(load);
  return { element: <Page />, preload: Page.preload };
}

const list = kindPage(() => import('./features/job-list/job-list-page').then((m) => m.JobListPage));
const nav = kindPage(() => import('./features/job-nav/job-nav-page').then((m) => m.JobNavPage));
const detail = kindPage(() =>
  import('./features/job-detail/job-detail-page').then((m) => m.JobDetailPage),
);
const apply = kindPage(() =>
  import('./features/job-apply/job-apply-page').then((m) => m.JobApplyPage),
);

/** Exposed as 'careers/Routes': campus and experienced-hire jobs and applications. */
const routes = createRemoteRoutes(manifest, {
  '/about/joinus': page(() => import('./features/joinus/joinus-page').then((m) => m.JoinusPage)),
  '/about/joinusSchool': page(() =>
    import('./features/joinus/joinus-school-page').then((m) => m.JoinusSchoolPage),
  ),
  '/joinus/social': list('social'),
  '/joinus/social/jobnav': nav('social'),
  '/joinus/social/socialdetail': detail('social'),
  '/joinus/social/socialapply': apply('social'),
  '/joinus/school': list('school'),
  '/joinus/school/jobnav': nav('school'),
  '/joinus/school/schooldetail': detail('school'),
  '/joinus/school/schoolapply': apply('school'),
});

export default routes.Routes;
export const { preload, prefetch } = routes;
