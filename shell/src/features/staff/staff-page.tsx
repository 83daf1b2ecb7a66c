import { Button, ConfigProvider, Result, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { useNavigate } from '@dpu/router';
import { LOGIN_PAGE_PATH, rememberLoginReturn } from '@dpu/session';
import { brandTheme, useSitePageMeta } from '@dpu/ui';
import { STAFF_PATH } from '../../lib/account-paths';
import { useStaffAccess } from './staff-access';
import { StaffConsole } from './staff-console';
import styles from './staff.module.css';

/**
 * /staff. The server renders the frame only (the token lives in the browser); who the user
 * is, and everything else, is decided after hydration: logged out → the login page (which
 * returns here), not staff → 无权访问, staff → the console.
 */
export default function StaffPage() {
  useSitePageMeta('员工工作台', { withoutCompany: true });
  const access = useStaffAccess();
  const navigate = useNavigate();
  useEffect(() => {
    if (access !== 'anonymous') return;
    rememberLoginReturn(STAFF_PATH);
    navigate(LOGIN_PAGE_PATH, { replace: true });
  }, [access, navigate]);
  return (
    <ConfigProvider theme={brandTheme} locale={zhCN}>
      <div className={styles.page}>
        <h1 className={styles.title}>员工工作台</h1>
        {access === 'staff' ? (
          <StaffConsole />
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
    </ConfigProvider>
  );
}
