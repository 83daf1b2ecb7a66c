import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, renderApp } from '@dpu/test-utils';
import StaffCertifications from './staff-certifications';

// antd's table and dialogs are slow to render in jsdom on a busy machine
jest.setTimeout(60_000);
const slow = { timeout: 15_000 };

const pending = {
  id: 7,
  proId: '34b8e59b38d9fcfbb3fdc6830cf1588e',
  series: 'conflux',
  productName: 'CONFLUX-2200P',
  serialNumber: 'CFX-1',
  company: '甲科技',
  contactName: '赵六',
  phone: '13800138000',
  orderNumber: null,
  remark: null,
  status: 'pending',
  reason: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  decidedAt: null,
  userId: 3,
  email: 'zhao@example.com',
  userName: '赵六',
};

function serve() {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.url === '/admin/certifications') {
      return ok({ items: [pending], total: 1, page: 1, pageSize: 20 });
    }
    if (call.method === 'POST') return ok({ ...pending, status: 'rejected' });
    return undefined;
  });
}

describe('staff certification queue', () => {
  it('asks for pending requests first, and 驳回 needs a reason before it posts one', async () => {
    const api = serve();
    renderApp(<StaffCertifications />);
    const row = (await screen.findByText('甲科技', undefined, slow)).closest('tr')!;
    expect(api.callsTo('/admin/certifications')[0]?.params).toMatchObject({ status: 'pending' });

    fireEvent.click(within(row).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因', undefined, slow)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('驳回原因'), {
      target: { value: '序列号与订单不符' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(
      () =>
        expect(api.callsTo('/admin/certifications/7/reject')[0]?.body).toEqual({
          reason: '序列号与订单不符',
        }),
      slow,
    );
    expect(await screen.findByText('驳回认证成功', undefined, slow)).toBeInTheDocument();
  });

  it('通过 asks for confirmation first, then approves', async () => {
    const api = serve();
    renderApp(<StaffCertifications />);
    const row = (await screen.findByText('甲科技', undefined, slow)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    expect(dialog).toHaveTextContent('确认通过该认证申请？');
    expect(api.callsTo('/admin/certifications/7/approve')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(
      () => expect(api.callsTo('/admin/certifications/7/approve')).toHaveLength(1),
      slow,
    );
  });
});
