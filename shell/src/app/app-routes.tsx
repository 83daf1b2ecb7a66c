import { Suspense, useEffect } from 'react';
import { lazyPage } from '@dpu/ui';
import { Navigate, Route, Routes, useLocation } from '@dpu/router';
import { RemoteSlot } from '../lib/remotes/remote-slot';
import { ACCOUNT_PATHS, isAccountPath, STAFF_PATH } from '../lib/account-paths';
import { Layout } from './layout';
import { useRouteMatch } from '../lib/site-config';
import { shouldLoadFromServer } from '../features/service-worker/full-load';

// The account pages carry forms: a chunk of their own, loaded only on those pages. No rich
// text on them: a visitor sent to /login from another page does not load the sanitizer.
const AccountPage = lazyPage(() => import('../features/account/account-page'), 'default', {
  richText: false,
});
// The staff console: its own chunk too, so visitors never download it.
const StaffPage = lazyPage(() => import('../features/staff/staff-page'), 'default');

/**
 * Loads the code of the shell's account page at a path before hydration (index.ts), so the
 * server's page hydrates in one pass instead of waiting for its chunk.
 */
export function preloadShellPage(pathname: string): Promise<void> | undefined {
  return isAccountPath(pathname) ? AccountPage.preload().catch(() => undefined) : undefined;
}

const pageLoading = <div style={{ minHeight: '60vh' }} aria-busy="true" />;

/** A full page load of a path this tab's table does not know (features/service-worker/full-load.ts). */
function LoadFromServer({ to }: { to: string }) {
  useEffect(() => {
    window.location.assign(to);
  }, [to]);
  return null;
}

/**
 * Any page of a remote's route manifest goes to that remote; unknown routes go home
 * (docs/site.md §2 — the server answers those with a redirect before anything renders),
 * after asking the server when the tab navigated there itself.
 */
function RemoteOutlet() {
  const { pathname, search, hash } = useLocation();
  const match = useRouteMatch(pathname);
  if (shouldLoadFromServer(pathname, match !== undefined)) {
    return <LoadFromServer to={`${pathname}${search}${hash}`} />;
  }
  if (!match || match.route.app === 'shell') return <Navigate to="/" replace />;
  return <RemoteSlot remote={match.route.app} />;
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
              <Suspense fallback={pageLoading}>
                <AccountPage />
              </Suspense>
            }
          />
        ))}
        <Route
          path={STAFF_PATH}
          element={
            <Suspense fallback={pageLoading}>
              <StaffPage />
            </Suspense>
          }
        />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
