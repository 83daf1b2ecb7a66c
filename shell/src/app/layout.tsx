import { Outlet } from '@dpu/router';
import { HydrateOnVisible } from '@dpu/ui';
import { SiteFooter } from '../features/footer/site-footer';
import { useProtectedAccess } from '../features/guard/use-protected-access';
import { SiteHeader } from '../features/header/site-header';
import { SideWidget } from '../features/side-widget/side-widget';
import { useRouteChange } from '../features/tracking/use-route-change';
import { useLoginStatusCheck } from '../lib/session/login-status';
import styles from './layout.module.css';

const MAIN_ID = 'main-content';

/**
 * The default page layout: header, the routed part, footer and side widget. The order of
 * the hooks matters: effects of one component run in order, so the route change stores
 * path/backPath first and the guard may then overwrite them (docs/site.md §4 Reading B). The skip
 * link, first in tab order, lets keyboard users pass the header's menus.
 */
export function Layout() {
  useLoginStatusCheck();
  useRouteChange();
  const allowed = useProtectedAccess();
  return (
    <div className={styles.layout}>
      <a href={`#${MAIN_ID}`} className={styles.skip}>
        跳到主要内容
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {allowed ? <Outlet /> : null}
      </main>
      {/* below the fold: its links work as plain links until it hydrates */}
      <HydrateOnVisible>
        <SiteFooter />
      </HydrateOnVisible>
      <SideWidget />
    </div>
  );
}
