import { Route, Routes } from 'react-router-dom';
import { ErrorPage } from '@dpu/ui';
import { JobListPage } from './features/job-list/job-list-page';

/** Exposed as 'careers/Routes': campus and experienced-hire jobs and applications. */
export default function CareerRoutes() {
  return (
    <Routes>
      <Route path="/joinus/social" element={<JobListPage kind="social" />} />
      <Route path="*" element={<ErrorPage statusCode={404} />} />
    </Routes>
  );
}
