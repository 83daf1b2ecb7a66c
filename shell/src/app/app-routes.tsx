import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchRoute } from '@dpu/contracts';
import { Layout } from '../features/layout/layout';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { remoteForPath } from './route-table';

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
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
