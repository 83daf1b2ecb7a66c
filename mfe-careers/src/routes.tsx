import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ContentLoading, ErrorPage } from '@dpu/ui';
import type { JobKind } from './lib/jobs';

// Every page is its own chunk; the application form (antd) is a further chunk of its page.
function page<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy<ComponentType<P>>(() => load().then((module) => ({ default: module[name] })));
}

type KindProps = { kind: JobKind };

const JobListPage = page<'JobListPage', KindProps>(
  () => import('./features/job-list/job-list-page'),
  'JobListPage',
);
const JobNavPage = page<'JobNavPage', KindProps>(
  () => import('./features/job-nav/job-nav-page'),
  'JobNavPage',
);
const JobDetailPage = page<'JobDetailPage', KindProps>(
  () => import('./features/job-detail/job-detail-page'),
  'JobDetailPage',
);
const JobApplyPage = page<'JobApplyPage', KindProps>(
  () => import('./features/job-apply/job-apply-page'),
  'JobApplyPage',
);
const JoinusPage = page(() => import('./features/joinus/joinus-page'), 'JoinusPage');
const JoinusSchoolPage = page(
  () => import('./features/joinus/joinus-school-page'),
  'JoinusSchoolPage',
);

/** Exposed as 'careers/Routes': campus and experienced-hire jobs and applications. */
export default function CareerRoutes() {
  return (
    <Suspense fallback={<ContentLoading />}>
      <Routes>
        <Route path="/joinus/social" element={<JobListPage kind="social" />} />
        <Route path="/joinus/social/jobnav" element={<JobNavPage kind="social" />} />
        <Route path="/joinus/social/socialdetail" element={<JobDetailPage kind="social" />} />
        <Route path="/joinus/social/socialapply" element={<JobApplyPage kind="social" />} />
        <Route path="/joinus/school" element={<JobListPage kind="school" />} />
        <Route path="/joinus/school/jobnav" element={<JobNavPage kind="school" />} />
        <Route path="/joinus/school/schooldetail" element={<JobDetailPage kind="school" />} />
        <Route path="/joinus/school/schoolapply" element={<JobApplyPage kind="school" />} />
        <Route path="/about/joinus" element={<JoinusPage />} />
        <Route path="/about/joinusSchool" element={<JoinusSchoolPage />} />
        <Route path="*" element={<ErrorPage statusCode={404} />} />
      </Routes>
    </Suspense>
  );
}
