import { Outlet } from '@dpu/router';
import { SiteFooter } from '../features/footer/site-footer';
import { useProtectedAccess } from '../features/guard/use-protected-access';
import { SiteHeader } from '../features/header/site-header';
import { SideWidget } from '../features/side-widget/side-widget';
import { useRouteChange } from '../features/tracking/use-route-change';
import { useLoginStatusCheck } from '../lib/session/login-status';
import styles from './layout.module.css';

/**
 * The default page layout: header, the routed part, footer and side widget. The order of
 * the hooks matters: effects of one component run in order, so the route change stores
 * path/backPath first and the guard may then overwrite them (spec §4 Reading B).
 */
export function Layout() {
  useLoginStatusCheck();
  useRouteChange();
  const allowed = useProtectedAccess();
  return (
    <div className={styles.layout}>
      <SiteHeader />
      <main className={styles.main}>{allowed ? <Outlet /> : null}</main>
      <SiteFooter />
      <SideWidget />
    </div>
  );
}
