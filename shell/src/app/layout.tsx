import { memo, useState } from 'react';
import { Outlet, useLocation } from '@dpu/router';
import { HydrateOnVisible } from '@dpu/ui';
import { SiteFooter } from '../features/footer/site-footer';
import { useProtectedAccess } from '../features/guard/use-protected-access';
import { SiteHeader } from '../features/header/site-header';
import { SideWidget } from '../features/side-widget/side-widget';
import { useRouteChange } from '../features/tracking/use-route-change';
import { useWaitingLinks } from '../lib/navigation/use-waiting-links';
import { useLoginStatusCheck } from '../lib/session/login-status';
import { STAFF_PATH } from '../lib/account-paths';
import { useRouteMatch } from '../lib/site-config';
import styles from './layout.module.css';

const MAIN_ID = 'main-content';

// Links only: hydrated when the visitor navigates (its links navigate in the browser
// meanwhile). One element for every render of the layout, for the reason of RoutedPage's memo.
const FOOTER = (
  <HydrateOnVisible when="navigation">
    <SiteFooter />
  </HydrateOnVisible>
);

/**
 * The routed page. A page with nothing to operate but links (its route's hydrate:
 * 'navigation') keeps its server HTML unhydrated until the visitor navigates; its remote is
 * not even loaded (index.ts). Keyed by whether this is still the server's page: the first
 * navigation drops that HTML instead of hydrating it for a page that is going away. Memo:
 * a re-render of the layout reaching the part still waiting would make React drop its
 * server HTML and render it afresh.
 */
const RoutedPage = memo(function RoutedPage() {
  const location = useLocation();
  const [initial] = useState(location);
  const route = useRouteMatch(location.pathname)?.route;
  // the router's location object changes with each navigation, and only then
  const serverPage = location === initial;
  return (
    <HydrateOnVisible
      key={serverPage ? 'server' : 'browser'}
      when={serverPage && route?.hydrate === 'navigation' ? 'navigation' : 'load'}
    >
      <Outlet />
    </HydrateOnVisible>
  );
});

/**
 * The default page layout: header, the routed part, footer and side widget. The order of
 * the hooks matters: effects of one component run in order, so the route change stores
 * path/backPath first and the guard may then overwrite them (docs/site.md §4 Reading B). The skip
 * link, first in tab order, lets keyboard users pass the header's menus. The side widget
 * comes before the footer: narrower than 1440 px it is a band in the page flow there. The
 * staff console is a frame of its own: no public header, footer or widget.
 */
export function Layout() {
  useLoginStatusCheck();
  useRouteChange();
  useWaitingLinks();
  const allowed = useProtectedAccess();
  const { pathname } = useLocation();
  if (pathname === STAFF_PATH) {
    return (
      <div className={styles.layout}>
        <main id={MAIN_ID} tabIndex={-1} className={styles.bare}>
          {allowed ? <Outlet /> : null}
        </main>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <a href={`#${MAIN_ID}`} className={styles.skip}>
        跳到主要内容
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {allowed ? <RoutedPage /> : null}
      </main>
      <SideWidget />
      {FOOTER}
    </div>
  );
}
