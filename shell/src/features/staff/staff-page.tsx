import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { WithQueryClient } from '@dpu/api-client';
import { Link, useNavigate } from '@dpu/router';
import { LOGIN_PAGE_PATH, rememberLoginReturn } from '@dpu/session';
import { useSitePageMeta } from '@dpu/ui';
import { STAFF_PATH } from '../../lib/account-paths';
import { useStaffAccess } from './staff-access';
import { StaffConsole } from './staff-console';
import styles from './staff.module.css';
import { BrandProvider } from '@dpu/ui/staff';

/**
 * /staff. The server renders the frame only (the token lives in the browser); who the user
 * is, and everything else, is decided after hydration: logged out → the login page (which
 * returns here), not staff → 无权访问, staff → the console.
 */
export default function StaffPage() {
  useSitePageMeta('员工工作台');
  const { access, roles } = useStaffAccess();
  const navigate = useNavigate();
  useEffect(() => {
    if (access !== 'anonymous') return;
    rememberLoginReturn(STAFF_PATH);
    navigate(LOGIN_PAGE_PATH, { replace: true });
  }, [access, navigate]);
  return (
    <BrandProvider>
      <div className={styles.page}>
        <div className={styles.frameBar}>
          <div className={styles.brand}>
            <span className={styles.mark} aria-hidden="true" />
            <h1 className={styles.title}>员工工作台</h1>
          </div>
          <Link to="/" className={styles.home}>
            返回网站首页
          </Link>
        </div>
        {access === 'staff' ? (
          // the console's sections use TanStack Query's own hooks (paged lists, mutations)
          <WithQueryClient>
            <StaffConsole roles={roles} />
          </WithQueryClient>
        ) : access === 'forbidden' ? (
          <Result
            status="403"
            title="无权访问"
            subTitle="员工工作台仅对公司员工开放。如需开通，请联系管理员。"
            extra={
              <Button type="primary" href="/">
                返回首页
              </Button>
            }
          />
        ) : (
          <div style={{ padding: 48, textAlign: 'center' }} aria-busy="true">
            <Spin size="large" />
          </div>
        )}
      </div>
    </BrandProvider>
  );
}
