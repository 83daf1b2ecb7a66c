import { useRef } from 'react';
import { Link } from '@dpu/router';
import { STAFF_PATH } from '../../lib/account-paths';
import { useDelayedOpen } from '../../lib/ui/use-delayed-open';
import { useDismiss } from '../../lib/ui/use-dismiss';
import styles from './header-buttons.module.css';

interface UserMenuProps {
  name: string;
  /** Staff (userType admin): the menu also leads to the console. */
  staff?: boolean;
  onLogout: () => void;
}

/**
 * Logged in on desktop: the user's name with a popover holding 退出 (docs/site.md §2), and
 * for staff 管理后台 (/staff) above it.
 */
export function UserMenu({ name, staff = false, onLogout }: UserMenuProps) {
  const popover = useDelayedOpen();
  const holder = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(popover.open, popover.close, holder, trigger);
  return (
    <div
      className={styles.user}
      ref={holder}
      onMouseEnter={popover.enter}
      onMouseLeave={popover.leave}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.name}
        aria-haspopup="true"
        aria-expanded={popover.open}
        aria-controls="user-menu-popover"
        onClick={popover.toggle}
        title={name}
      >
        {name}
      </button>
      {popover.open && (
        <div id="user-menu-popover" className={styles.popover}>
          {staff && (
            <Link to={STAFF_PATH} className={styles.logout} onClick={popover.close}>
              管理后台
            </Link>
          )}
          <button
            type="button"
            className={styles.logout}
            onClick={() => {
              popover.close();
              onLogout();
            }}
          >
            退出
          </button>
        </div>
      )}
    </div>
  );
}
