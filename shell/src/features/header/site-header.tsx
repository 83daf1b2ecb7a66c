import { useMemo, useState } from 'react';
import { Link, useLocation } from '@dpu/router';
import { HydrateOnVisible, useSiteFacts } from '@dpu/ui';
import { activeEntryFor } from '../../lib/navigation/active-entry';
import { hasHoverLook, hasSolidHeader } from '../../lib/navigation/header-look';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { useScrollFlag } from '../../lib/ui/use-scroll-flag';
import { useViewport } from '../../lib/ui/use-viewport';
import { DesktopMenu } from './desktop-menu';
import { HeaderButtons } from './header-buttons';
import { MobileBackButton, MobileMenuToggle } from './mobile-header';
import styles from './site-header.module.css';

/**
 * docs/site.md §2 Header: menus from content/navigation.yaml, the active entry from the first
 * path segment, a solid background on detail pages, the hover look once scrolled past 0
 * (or while the pointer is over it), desktop and mobile variants.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { menus } = useNavigation();
  const facts = useSiteFacts();
  const viewport = useViewport();
  const scrolled = useScrollFlag(hasHoverLook);
  const [pointerOver, setPointerOver] = useState(false);
  const activeKey = activeEntryFor(pathname);
  const solid = hasSolidHeader(pathname);
  const hover = scrolled || pointerOver;
  // Links and CSS dropdowns only: hydrated when the visitor navigates. The same element on
  // every render (scrolling and pointing re-render the header): an update reaching a part
  // still waiting would make React drop its server HTML and render it afresh.
  const desktopMenu = useMemo(
    () => (
      <HydrateOnVisible when="navigation" className={styles.menuPart}>
        <DesktopMenu menus={menus} activeKey={activeKey} />
      </HydrateOnVisible>
    ),
    [menus, activeKey],
  );

  // Until hydrated the width is unknown: the parts of both variants are sent and the
  // stylesheet's media query shows one set, so the server's HTML fits every screen and
  // nothing moves on hydration. The right-hand buttons (with the search) are one block.
  const showDesktop = viewport === undefined || !viewport.mobile;
  const showMobile = viewport === undefined || viewport.mobile;
  const classes = [styles.header, solid ? styles.solid : '', hover ? styles.hover : ''];
  return (
    <header
      className={classes.filter(Boolean).join(' ')}
      data-testid="site-header"
      data-solid={solid}
      data-look={hover ? 'hover' : 'normal'}
      data-variant={viewport && (viewport.mobile ? 'mobile' : 'desktop')}
      onMouseEnter={() => setPointerOver(true)}
      onMouseLeave={() => setPointerOver(false)}
    >
      {showDesktop && (
        <div className={styles.desktop}>
          <Link to="/" className={styles.brand} aria-label={facts?.companyName ?? '首页'}>
            <span className={styles.mark} aria-hidden="true" />
            <span className={styles.brandName}>{facts?.companyName}</span>
          </Link>
          {desktopMenu}
        </div>
      )}
      {showMobile && (
        <div className={styles.mobile}>
          <MobileBackButton />
        </div>
      )}
      <HeaderButtons mobile={viewport?.mobile ?? false} viewportWidth={viewport?.width} />
      {showMobile && (
        <div className={styles.mobile}>
          <MobileMenuToggle menus={menus} activeKey={activeKey} />
        </div>
      )}
    </header>
  );
}
