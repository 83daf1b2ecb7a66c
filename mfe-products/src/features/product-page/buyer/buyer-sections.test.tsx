import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@dpu/router';
import { productByKey } from '@dpu/contracts';
import { contentDocs, fakeSiteApi, readContentDoc, renderApp } from '@dpu/test-utils';
import { SITE_DOC } from '../../../test/product-docs';
import { ProductPage } from '../product-page';

function renderProduct(url: string) {
  fakeSiteApi({
    content: [
      SITE_DOC,
      readContentDoc('/pages/product-buyer'),
      ...contentDocs('/products'),
      { path: '/solutions/BareMetalServices', title: '裸金属云解决方案' },
      { path: '/solutions/cloudSecurity', title: '云安全解决方案' },
    ],
  });
  return renderApp(
    <Routes>
      <Route path="*" element={<ProductPage />} />
    </Routes>,
    { url },
  );
}

describe('a product page for a buyer', () => {
  it('when the 2200E page loads, then ordering, comparison, downloads, related pages and a CTA follow the specifications', async () => {
    renderProduct('/product/conflux2200E');
    const ordering = await screen.findByTestId('product-section-ordering');
    expect(within(ordering).getByRole('rowheader', { name: 'XT-CF2200E-2Q28-LP' })).toBeVisible();

    const compare = await screen.findByRole('region', { name: '2200 系列对比' });
    const columns = within(compare).getAllByRole('columnheader');
    expect(columns.map((th) => th.textContent)).toEqual([
      'CONFLUX-2200E当前产品',
      'CONFLUX-2200P',
      'CONFLUX-2200D',
      'FLEXFLOW-2200T',
      'FLEXFLOW-2200R',
      'SWIFT-2200N Pro',
    ]);
    expect(within(compare).getByRole('link', { name: 'CONFLUX-2200D' })).toHaveAttribute(
      'href',
      '/product/conflux2200D',
    );

    const downloads = screen.getByTestId('product-section-downloads');
    expect(
      within(downloads).getByRole('link', { name: 'CONFLUX-2200E 产品手册 下载' }),
    ).toHaveAttribute('href', '/api/file/pdf/conflux2200E');
    const proId = productByKey('conflux2200E')?.proId ?? '';
    expect(
      within(downloads).getByRole('link', { name: 'CONFLUX-2200E Linux 驱动程序 客户专区获取' }),
    ).toHaveAttribute('href', `/productStack/customer/downloadDrivers?proId=${proId}`);

    const related = screen.getByTestId('product-section-related');
    expect(within(related).getByTestId('product-card-conflux2200P')).toBeVisible();
    expect(await within(related).findByRole('link', { name: /裸金属云解决方案/ })).toHaveAttribute(
      'href',
      '/solution/BareMetalServices',
    );
    const cta = screen.getByTestId('product-section-cta');
    expect(within(cta).getByRole('link', { name: '联系销售' })).toHaveAttribute(
      'href',
      '/contact?interested=conflux2200E',
    );
  });

  it('when a product has no ordering facts, then that part is left out, not shown empty', async () => {
    renderProduct('/product/devops');
    await screen.findByTestId('product-section-cta');
    expect(screen.queryByTestId('product-section-ordering')).toBeNull();
    expect(screen.queryByTestId('product-section-compare')).toBeNull();
  });
});
