import { useRef } from 'react';
import { useDelayedOpen } from '../../lib/ui/use-delayed-open';
import { useDismiss } from '../../lib/ui/use-dismiss';
import styles from './header-buttons.module.css';

interface UserMenuProps {
  name: string;
  onLogout: () => void;
}

/** Logged in on desktop: the user's name with a popover holding 退出 (docs/site.md §2). */
export function UserMenu({ name, onLogout }: UserMenuProps) {
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
