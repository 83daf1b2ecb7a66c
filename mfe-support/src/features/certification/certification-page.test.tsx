import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@dpu/router';
import { productByKey } from '@dpu/contracts';
import { fail, ok, renderApp } from '@dpu/test-utils';
import { fakeSupportApi } from '../../test/support-api';
import { CertificationPage } from './certification-page';

jest.setTimeout(20_000);

const P = productByKey('conflux2200P');
const URL_P = `/productStack/customerVerify?series=conflux&proId=${P?.proId}`;
const LIST = ok([productByKey('conflux2200E'), P]);
const PENDING = {
  id: 7,
  proId: P?.proId,
  series: 'conflux',
  productName: 'CONFLUX-2200P',
  serialNumber: 'CF2200P-0001',
  status: 'pending',
  createdAt: '2025-06-01T08:00:00.000Z',
};

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderVerify(loggedIn = true) {
  return renderApp(
    <Routes>
      <Route path="/productStack/customerVerify" element={<CertificationPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { url: URL_P, user: loggedIn ? { name: '演示客户', userType: 'customer' } : undefined },
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

async function fillValid() {
  type('产品序列号', 'CF2200P-0001');
  type('公司名称', '示例科技有限公司');
  type('联系人', '王工');
  type('联系电话', '13800000000');
}

describe('/productStack/customerVerify', () => {
  it('when a logged-out visitor opens it, then they go to /login with backPath this page', async () => {
    fakeSupportApi({ 'GET /product/list': LIST });
    renderVerify(false);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(localStorage.getItem('backPath')).toBe(URL_P);
  });

  it('when it opens from the dialog, then the product of the query is preselected', async () => {
    fakeSupportApi({ 'GET /product/list': LIST, 'GET /certification/mine': ok([]) });
    renderVerify();
    const form = await screen.findByTestId('certification-form', {}, { timeout: 8000 });
    expect(within(form).getByText('CONFLUX-2200P')).toBeInTheDocument();
    expect(screen.getByText('您还没有提交过认证申请。')).toBeInTheDocument();
  });

  it('when required fields are missing, then clear messages show, nothing is sent and typed input stays', async () => {
    const api = fakeSupportApi({
      'GET /product/list': LIST,
      'GET /certification/mine': ok([]),
    });
    renderVerify();
    await screen.findByTestId('certification-form', {}, { timeout: 8000 });
    type('公司名称', '示例科技有限公司');
    type('联系电话', '12');
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('请填写产品序列号')).toBeInTheDocument();
    expect(screen.getByText('请填写联系人')).toBeInTheDocument();
    expect(screen.getByText('联系电话格式不正确，请填写手机号或座机号')).toBeInTheDocument();
    expect(field('公司名称').value).toBe('示例科技有限公司');
    expect(api.callsTo('/certification').filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('when the form is valid, then it posts the request and the new request shows as 待审核', async () => {
    let mine: unknown[] = [];
    const api = fakeSupportApi({
      'GET /product/list': LIST,
      'GET /certification/mine': () => ok(mine),
      'POST /certification': () => {
        mine = [PENDING];
        return ok({ id: 7, status: 'pending' });
      },
    });
    renderVerify();
    await screen.findByTestId('certification-form', {}, { timeout: 8000 });
    await fillValid();
    type(/订单号/, '  PO-88  ');
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    expect(api.callsTo('/certification')[0]?.body).toEqual({
      series: 'conflux',
      proId: P?.proId,
      serialNumber: 'CF2200P-0001',
      company: '示例科技有限公司',
      contactName: '王工',
      phone: '13800000000',
      orderNumber: 'PO-88',
    });
    expect(screen.getByRole('status')).toHaveTextContent('认证申请已提交');
  });

  it('when the server refuses the request, then its message shows and the input is kept', async () => {
    fakeSupportApi({
      'GET /product/list': LIST,
      'GET /certification/mine': ok([]),
      'POST /certification': fail('409', '该序列号已提交认证，请勿重复提交'),
    });
    renderVerify();
    await screen.findByTestId('certification-form', {}, { timeout: 8000 });
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该序列号已提交认证，请勿重复提交');
    expect(field('产品序列号').value).toBe('CF2200P-0001');
    expect(field('联系人').value).toBe('王工');
  });

  it('when earlier requests exist, then their statuses read 待审核, 已通过 and 已驳回', async () => {
    fakeSupportApi({
      'GET /product/list': LIST,
      'GET /certification/mine': ok([
        PENDING,
        { ...PENDING, id: 8, status: 'approved' },
        { ...PENDING, id: 9, status: 'rejected', reason: '序列号与订单不符' },
      ]),
    });
    renderVerify();
    const table = await screen.findByTestId('my-certifications', {}, { timeout: 8000 });
    expect(within(table).getByText('待审核')).toBeInTheDocument();
    expect(within(table).getByText('已通过')).toBeInTheDocument();
    expect(within(table).getByText('已驳回')).toBeInTheDocument();
    expect(within(table).getByText('原因：序列号与订单不符')).toBeInTheDocument();
  });
});
