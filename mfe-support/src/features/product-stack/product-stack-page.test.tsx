import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from '@dpu/router';
import { productByKey } from '@dpu/contracts';
import { fail, ok, renderApp } from '@dpu/test-utils';
import { fakeSupportApi } from '../../test/support-api';
import { ProductStackPage } from './product-stack-page';

const E = productByKey('conflux2200E');
const P = productByKey('conflux2200P');
const LIST = [E, P].map((p) => ({
  series: p?.series,
  proId: p?.proId,
  key: p?.key,
  name: p?.name,
}));
const CHECK_E = `GET /productUserMid/check/client/${E?.proId}`;
const CHECK_P = `GET /productUserMid/check/client/${P?.proId}`;

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderStack(loggedIn: boolean) {
  return renderApp(
    <Routes>
      <Route path="/productStack" element={<ProductStackPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    {
      url: '/productStack',
      user: loggedIn ? { name: '演示客户', userType: 'customer' } : undefined,
    },
  );
}

const openButton = (name: string) => screen.findByRole('button', { name: `${name} 驱动与手册` });

describe('/productStack', () => {
  it('when the product list answers, then each product has a drivers-and-manuals action', async () => {
    fakeSupportApi({ 'GET /product/list': ok(LIST) });
    renderStack(false);
    expect(await openButton('CONFLUX-2200E')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONFLUX-2200P 驱动与手册' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'HADOS 驱动与手册' })).toBeNull();
  });

  it('when the product list call fails, then the catalogue of @dpu/contracts is shown', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeSupportApi({ 'GET /product/list': 'network-error' });
    renderStack(false);
    expect(await openButton('HADOS')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'K2-Pro 驱动与手册' })).toBeInTheDocument();
  });

  it('when a logged-out visitor asks for materials, then they go to /login with path and backPath of docs/site.md §4', async () => {
    const api = fakeSupportApi({ 'GET /product/list': ok(LIST) });
    renderStack(false);
    fireEvent.click(await openButton('CONFLUX-2200E'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(localStorage.getItem('path')).toBe('/contact');
    expect(localStorage.getItem('backPath')).toBe('/');
    expect(api.calls.some((c) => c.url.startsWith('/productUserMid'))).toBe(false);
  });

  it('when an authorised customer asks for materials, then they go to the customer home of that product', async () => {
    const api = fakeSupportApi({
      'GET /product/list': ok(LIST),
      [CHECK_E]: ok('yes'),
    });
    renderStack(true);
    await screen.findByText('已拥有');
    fireEvent.click(await openButton('CONFLUX-2200E'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/productStack/customer?proId=${E?.proId}`,
      ),
    );
    // one check for the holding on the list, one when the button is pressed
    expect(api.callsTo(`/productUserMid/check/client/${E?.proId}`)).toHaveLength(2);
  });

  it('when a customer holds one product and not another, then each shows it and their buttons differ', async () => {
    fakeSupportApi({
      'GET /product/list': ok(LIST),
      [CHECK_E]: ok('yes'),
      [CHECK_P]: ok('not'),
      'GET /certification/mine': ok([]),
    });
    renderStack(true);
    const held = await screen.findByText('已拥有');
    expect(held.closest('li')).toHaveAttribute('data-testid', 'support-product-conflux2200E');
    expect(screen.getByText('未拥有').closest('li')).toHaveAttribute(
      'data-testid',
      'support-product-conflux2200P',
    );
    expect(screen.getByRole('button', { name: 'CONFLUX-2200E 驱动与手册' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONFLUX-2200P 购买或认证' })).toBeInTheDocument();
  });

  it('when a certification request is pending, then the product says so', async () => {
    fakeSupportApi({
      'GET /product/list': ok(LIST),
      [CHECK_E]: ok('not'),
      [CHECK_P]: ok('not'),
      'GET /certification/mine': ok([{ proId: P?.proId, status: 'pending' }]),
    });
    renderStack(true);
    const pending = await screen.findByText('认证审核中');
    expect(pending.closest('li')).toHaveAttribute('data-testid', 'support-product-conflux2200P');
  });

  it('when a visitor is logged out, then no holding is shown and nothing is checked', async () => {
    const api = fakeSupportApi({ 'GET /product/list': ok(LIST) });
    renderStack(false);
    await openButton('CONFLUX-2200E');
    expect(screen.queryByText('未拥有')).toBeNull();
    expect(api.calls.some((c) => c.url.startsWith('/productUserMid'))).toBe(false);
  });

  it.each([
    ['data is not', ok('not')],
    ['the code is not 200', { status: 500, body: { code: '500', msg: '服务异常', data: 'yes' } }],
  ])(
    'when the check says %s, then the buy/certify dialog opens for that product',
    async (_, answer) => {
      fakeSupportApi({ 'GET /product/list': ok(LIST), [CHECK_P]: answer });
      renderStack(true);
      // once the holdings are known, a product not held offers buying or certifying
      fireEvent.click(await screen.findByRole('button', { name: 'CONFLUX-2200P 购买或认证' }));
      // the dialog (and antd) loads lazily: the first load in jest can take a few seconds
      expect(
        await screen.findByText('请购买或认证产品后，获取产品驱动与手册。', {}, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('where')).toBeNull(); // still on /productStack
      fireEvent.click(screen.getByRole('button', { name: '去认证' }));
      await waitFor(() =>
        expect(screen.getByTestId('where').textContent).toBe(
          `/productStack/customerVerify?series=conflux&proId=${P?.proId}`,
        ),
      );
    },
  );

  it('when the stored token has expired (401), then the user is sent to log in again', async () => {
    fakeSupportApi({
      'GET /product/list': ok(LIST),
      [CHECK_E]: fail('401', '登录已失效，请重新登录'),
    });
    renderStack(true);
    fireEvent.click(await openButton('CONFLUX-2200E'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });
});
