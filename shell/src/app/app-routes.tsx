import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchRoute } from '@dpu/contracts';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { ACCOUNT_PATHS } from '../lib/account-paths';
import { Layout } from './layout';
import { remoteForPath } from './route-table';

// The account pages carry antd forms: a chunk of their own, loaded only on those pages.
const AccountPage = lazy(() => import('../features/account/account-page'));

/** Any route of the site's route list goes to its remote; unknown routes go home (spec §2). */
function RemoteOutlet() {
  const { pathname } = useLocation();
  if (!matchRoute(pathname)) return <Navigate to="/" replace />;
  return <RemoteSlot remote={remoteForPath(pathname)} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ACCOUNT_PATHS.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<div style={{ minHeight: '60vh' }} aria-busy="true" />}>
                <AccountPage />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
