import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok, renderApp } from '@dpu/test-utils';
import StaffAccountsSection from './staff-accounts-section';

// 员工管理 (docs/api.md 'Staff accounts'): the list with roles and state, the invite form,
// role changes and 停用 — what the 管理员 sends and what they see back.

jest.setTimeout(40_000);
const slow = { timeout: 20_000 };

const staff = [
  {
    id: 1,
    email: 'admin@example.com',
    userName: '管理员',
    roles: ['admin'],
    state: 'active',
    invitedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 7,
    email: 'hr@example.com',
    userName: '招聘专员',
    roles: ['hr'],
    state: 'invited',
    invitedAt: '2026-01-02T00:00:00.000Z',
    createdAt: '2026-01-02T00:00:00.000Z',
  },
];

describe('员工管理', () => {
  it('when a 管理员 invites, then the form sends e-mail, name and roles and clears', async () => {
    const api = fakeApi({
      'GET /admin/staff': ok(staff),
      'POST /admin/staff': ok({ ...staff[1], id: 8, email: 'mk@example.com' }),
    });
    renderApp(<StaffAccountsSection />);
    const list = await screen.findByRole('list', { name: '员工账号' }, slow);
    const card = within(list).getByRole('listitem', { name: /招聘专员/ });
    expect(card).toHaveTextContent('已邀请');
    expect(card).toHaveTextContent('当前角色：人事');

    const form = screen.getByRole('form', { name: '邀请员工' });
    await userEvent.click(within(form).getByRole('button', { name: '发送邀请' }));
    expect(await within(form).findByText('请至少选择一个角色', undefined, slow)).toBeVisible();
    expect(api.callsTo('/admin/staff').filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.type(within(form).getByLabelText('邮箱'), 'mk@example.com');
    await userEvent.type(within(form).getByLabelText('姓名'), '市场专员');
    await userEvent.click(within(form).getByRole('checkbox', { name: /^市场/ }));
    await userEvent.click(within(form).getByRole('button', { name: '发送邀请' }));
    await waitFor(() => {
      const sent = api.callsTo('/admin/staff').filter((c) => c.method === 'POST');
      expect(sent.map((c) => c.body)).toEqual([
        { email: 'mk@example.com', userName: '市场专员', roles: ['marketing'] },
      ]);
    }, slow);
    await waitFor(() => expect(within(form).getByLabelText('邮箱')).toHaveValue(''), slow);
  });

  it('when a 管理员 changes roles or is refused, then the server is asked and its message shown', async () => {
    const api = fakeApi({
      'GET /admin/staff': ok(staff),
      'PUT /admin/staff/7/roles': ok({ ...staff[1], roles: ['hr', 'support'] }),
      'PUT /admin/staff/1/disabled': fail('409', '不能停用自己的账号'),
    });
    renderApp(<StaffAccountsSection />);
    const list = await screen.findByRole('list', { name: '员工账号' }, slow);
    const card = within(list).getByRole('listitem', { name: /招聘专员/ });
    const save = within(card).getByRole('button', { name: '保存角色' });
    expect(save).toBeDisabled();
    await userEvent.click(within(card).getByRole('checkbox', { name: '技术支持' }));
    await userEvent.click(save);
    await waitFor(() => {
      expect(api.callsTo('/admin/staff/7/roles').map((c) => c.body)).toEqual([
        { roles: ['hr', 'support'] },
      ]);
    }, slow);

    const mine = within(list).getByRole('listitem', { name: /admin@example\.com/ });
    await userEvent.click(within(mine).getByRole('button', { name: '停用' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }, slow));
    expect(await screen.findByText(/不能停用自己的账号/, undefined, slow)).toBeInTheDocument();
  });
});
