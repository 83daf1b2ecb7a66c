import { Outlet, useLocation } from '@dpu/router';
import { HydrateOnVisible } from '@dpu/ui';
import { SiteFooter } from '../features/footer/site-footer';
import { useProtectedAccess } from '../features/guard/use-protected-access';
import { SiteHeader } from '../features/header/site-header';
import { SideWidget } from '../features/side-widget/side-widget';
import { useRouteChange } from '../features/tracking/use-route-change';
import { useLoginStatusCheck } from '../lib/session/login-status';
import { STAFF_PATH } from '../lib/account-paths';
import styles from './layout.module.css';

const MAIN_ID = 'main-content';

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
        {allowed ? <Outlet /> : null}
      </main>
      <SideWidget />
      {/* below the fold: its links work as plain links until it hydrates */}
      <HydrateOnVisible>
        <SiteFooter />
      </HydrateOnVisible>
    </div>
  );
}
