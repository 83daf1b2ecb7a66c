import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@dpu/router';
import { fakeApi, ok, renderApp } from '@dpu/test-utils';
import StaffPage from './staff-page';

const loginStatus = (userType: string, roles?: string[]) =>
  ok({ userName: '王五', userType, ...(roles ? { roles } : {}) });

function renderStaff(url = '/staff') {
  return renderApp(
    <Routes>
      <Route path="/staff" element={<StaffPage />} />
      <Route path="/login" element={<p>登录页</p>} />
    </Routes>,
    { url },
  );
}

// antd's menu and table are slow to render in jsdom on a busy machine
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };

describe('/staff', () => {
  it('when nobody is logged in, then it goes to the login page, which returns to /staff', async () => {
    fakeApi(() => 'network-error');
    renderStaff();
    expect(await screen.findByText('登录页', undefined, slow)).toBeInTheDocument();
    expect(window.localStorage.getItem('backPath')).toBe('/staff');
  });

  it('when a customer opens it, then 无权访问 and nothing of the console', async () => {
    window.localStorage.setItem('token', 'customer-token');
    const api = fakeApi((call) =>
      call.url === '/user/login/checkLoginStatus' ? loginStatus('customer') : undefined,
    );
    renderStaff();
    expect(await screen.findByText('无权访问', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '工作台栏目' })).toBeNull();
    expect(api.calls.filter((call) => call.url.startsWith('/admin'))).toEqual([]);
  });

  it('when staff open the audit log, then the menu and the entries show', async () => {
    window.localStorage.setItem('token', 'staff-token');
    fakeApi((call) => {
      if (call.url === '/user/login/checkLoginStatus') return loginStatus('admin', ['admin']);
      if (call.url === '/admin/audit') {
        return ok({
          items: [
            {
              id: 1,
              actorEmail: 'admin@example.com',
              action: 'approve',
              target: '认证申请 #7 · a@example.com · CONFLUX-2200P',
              detail: '',
              createdAt: '2026-01-02T03:04:05.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        });
      }
      return undefined;
    });
    renderStaff('/staff?section=audit');
    const menu = await screen.findByRole('navigation', { name: '工作台栏目' }, slow);
    for (const label of [
      '产品认证',
      '产品权限',
      '销售线索',
      '职位申请',
      '访问统计',
      '操作日志',
      '员工管理',
    ]) {
      expect(menu).toHaveTextContent(label);
    }
    expect(
      await screen.findByText('认证申请 #7 · a@example.com · CONFLUX-2200P', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('通过认证')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('共 1 条记录')).toBeInTheDocument(), slow);
  });

  it('when a 市场 editor asks for certifications, then that section is not there at all', async () => {
    window.localStorage.setItem('token', 'marketing-token');
    const api = fakeApi((call) => {
      if (call.url === '/user/login/checkLoginStatus') return loginStatus('admin', ['marketing']);
      return undefined;
    });
    renderStaff('/staff?section=certifications');
    const menu = await screen.findByRole('navigation', { name: '工作台栏目' }, slow);
    expect(menu).toHaveTextContent('销售线索');
    for (const hidden of ['产品认证', '产品权限', '职位申请', '操作日志', '员工管理']) {
      expect(menu).not.toHaveTextContent(hidden);
    }
    // the first section of the role stands in for the hidden one
    expect(menu.querySelector('.ant-menu-item-selected')).toHaveTextContent('销售线索');
    expect(api.calls.filter((call) => call.url.startsWith('/admin/certifications'))).toEqual([]);
  });

  it('when a staff account has no role, then it says so and shows no section', async () => {
    window.localStorage.setItem('token', 'staff-token');
    fakeApi((call) =>
      call.url === '/user/login/checkLoginStatus' ? loginStatus('admin', []) : undefined,
    );
    renderStaff();
    expect(await screen.findByText('暂无可用栏目', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '工作台栏目' })).toBeNull();
  });
});
