import type { CSSProperties } from 'react';
import { STAFF_USER_TYPE } from '@dpu/contracts';
import { Link, useLocation, useNavigate } from '@dpu/router';
import { useSession } from '@dpu/session';
import { goToCustomerSupport } from '../../lib/session/customer-support';
import { logout } from '../../lib/session/logout';
import { headerButtonsOffset } from './header-offset';
import { HeaderSearch } from './header-search';
import { UserMenu } from './user-menu';
import styles from './header-buttons.module.css';

interface HeaderButtonsProps {
  /** The logged-in look (docs/site.md §2); the layout itself follows the stylesheet's media query. */
  mobile: boolean;
  /** Unknown until hydrated: the stylesheet then places the buttons the same way. */
  viewportWidth: number | undefined;
}

function offsetStyle(viewportWidth: number | undefined, mobile: boolean): CSSProperties {
  if (viewportWidth === undefined) return {};
  const offset = headerButtonsOffset(viewportWidth, mobile);
  return offset.side === 'left' ? { left: offset.px } : { right: offset.px };
}

/** docs/site.md §2 Header right-hand buttons. */
export function HeaderButtons({ mobile, viewportWidth }: HeaderButtonsProps) {
  const loginStatus = useSession((state) => state.loginStatus);
  const name = useSession((state) => state.userInfo.name) ?? '';
  const staff = useSession((state) => state.userInfo.userType === STAFF_USER_TYPE);
  const location = useLocation();
  const navigate = useNavigate();
  const currentPath = `${location.pathname}${location.search}`;
  const onLogout = () => void logout(currentPath, navigate);

  return (
    <div
      className={styles.buttons}
      style={offsetStyle(viewportWidth, mobile)}
      data-testid="header-buttons"
    >
      <HeaderSearch />
      <button
        type="button"
        className={styles.support}
        onClick={() => goToCustomerSupport(loginStatus, currentPath, navigate)}
      >
        客户支持
      </button>
      {!loginStatus && (
        <>
          <Link to="/login" className={styles.link}>
            登录
          </Link>
          <Link to="/register" className={styles.link}>
            注册
          </Link>
        </>
      )}
      {loginStatus && !mobile && <UserMenu name={name} staff={staff} onLogout={onLogout} />}
      {loginStatus && mobile && (
        <>
          <span className={styles.welcome} title={name}>
            欢迎您，{name}
          </span>
          <button type="button" className={styles.link} onClick={onLogout}>
            退出
          </button>
        </>
      )}
    </div>
  );
}
