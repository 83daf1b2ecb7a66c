import { useEffect } from 'react';
import { useLocation } from '@dpu/router';
import { findRoute } from '@dpu/contracts';
import { rememberRouteChange } from '@dpu/session';
import { useSiteConfig } from '../../lib/site-config';
import { isAccountPath } from '../../lib/account-paths';

/** Runs `task` when the browser is idle (soon at the latest), never during a page's start. */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: 3000 });
  } else {
    setTimeout(task, 0);
  }
}

/** Loads the recorder (and ua-parser-js) off the critical path, then sends the record. */
function recordVisit(pathname: string, routeName: string): void {
  whenIdle(() => {
    void import('./send-tracking-record')
      .then(({ sendTrackingRecord }) => sendTrackingRecord(pathname, routeName))
      .catch((error: unknown) => console.warn('[tracking] recorder not loaded', error));
  });
}

/**
 * docs/site.md §4 Every route change: a behaviour record for the target route, sent without
 * delaying navigation, and local storage 'path'/'backPath' set to the target (or '/' for
 * /productStack).
 *
 * Two decisions: unknown routes are neither recorded nor stored (they redirect to '/',
 * which is); the account pages do not overwrite path/backPath, since backPath is where a
 * login returns to — storing '/login' there would return the user to the login page.
 */
export function useRouteChange(): void {
  const location = useLocation();
  const { routes } = useSiteConfig();
  useEffect(() => {
    const { pathname, search } = location;
    const match = findRoute(routes, pathname);
    if (!match) return;
    if (!isAccountPath(pathname)) rememberRouteChange(`${pathname}${search}`);
    recordVisit(pathname, match.route.name);
  }, [location, routes]);
}
