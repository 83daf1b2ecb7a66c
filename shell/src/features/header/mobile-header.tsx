import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@dpu/router';
import { STAFF_USER_TYPE } from '@dpu/contracts';
import { useSession } from '@dpu/session';
import { useScrollLock } from '@dpu/ui';
import { STAFF_PATH } from '../../lib/account-paths';
import type { NavItem } from '../../lib/navigation/navigation-content';
import { MobileMenu } from './mobile-menu';
import styles from './mobile-header.module.css';

/**
 * Back within the site: after an in-app navigation, or when the page was opened from
 * another page of this site; otherwise (a first page from elsewhere) go home instead of
 * leaving the site.
 */
function canGoBack(locationKey: string): boolean {
  if (locationKey !== 'default') return true;
  try {
    return (
      window.history.length > 1 && new URL(document.referrer).origin === window.location.origin
    );
  } catch {
    return false;
  }
}

/** docs/site.md §2 Mobile header: the back button, at the left. */
export function MobileBackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => (canGoBack(location.key) ? navigate(-1) : navigate('/'));
  return (
    <button type="button" className={styles.back} aria-label="返回" onClick={back}>
      <span className={styles.backIcon} aria-hidden="true" />
    </button>
  );
}

interface MobileMenuToggleProps {
  menus: NavItem[];
  activeKey: string | null;
}

/** docs/site.md §2 Mobile header: the hamburger, at the right, and the menu it opens. */
export function MobileMenuToggle({ menus, activeKey }: MobileMenuToggleProps) {
  const [open, setOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // The phone header has room only for 欢迎您 and 退出: staff reach the console from the menu.
  const staff = useSession(
    (state) => state.loginStatus && state.userInfo.userType === STAFF_USER_TYPE,
  );
  const items = staff ? [...menus, { title: '管理后台', to: STAFF_PATH, children: [] }] : menus;

  useEffect(() => setOpen(false), [location.pathname]);

  useScrollLock(open);
  // while the menu covers the page, Escape closes it
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      hamburger.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={hamburger}
        type="button"
        className={styles.hamburger}
        aria-label={open ? '关闭菜单' : '打开菜单'}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <span className={open ? `${styles.bars} ${styles.barsOpen}` : styles.bars} />
      </button>
      {open && <MobileMenu items={items} activeKey={activeKey} onNavigate={() => setOpen(false)} />}
    </>
  );
}
