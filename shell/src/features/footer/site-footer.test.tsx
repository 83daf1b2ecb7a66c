import { screen, within } from '@testing-library/react';
import { renderApp, expectLink } from '@dpu/test-utils';
import { fakeShellApi } from '../../test/site-api';
import { SiteFooter } from './site-footer';

describe('site footer (docs/site.md §2, content/site.yaml)', () => {
  beforeEach(() => {
    fakeShellApi();
  });

  async function renderFooter() {
    renderApp(<SiteFooter />);
    await screen.findByText('business@example.com');
    return screen.getByTestId('site-footer');
  }

  it('when shown, then it holds the product, solution and case link lists', async () => {
    const footer = await renderFooter();
    for (const title of ['产品体系', '解决方案', '成功案例']) {
      expect(within(footer).getByRole('heading', { name: title })).toBeVisible();
    }
    expectLink(footer, /CONFLUX\s*®\s*-2200E/, '/product/conflux2200E');
    expectLink(footer, '云安全', '/solution/cloudSecurity');
    expectLink(footer, '大数据', '/case/bigData');
  });

  it('when shown, then the three e-mails and the phone come from site.yaml', async () => {
    const footer = await renderFooter();
    for (const email of ['business@example.com', 'hr@example.com', 'ir@example.com']) {
      expectLink(footer, email, `mailto:${email}`);
    }
    expectLink(footer, '400-000-0000', 'tel:4000000000');
  });

  it('when shown, then four offices and the visitor-guide link are listed', async () => {
    const footer = await renderFooter();
    const offices = within(footer).getByRole('region', { name: '办公地址' });
    expect(within(offices).getAllByRole('listitem')).toHaveLength(4);
    expectLink(offices, '来访指南', '/about/routeguide');
    expectLink(offices, '北京总部', '/about/routeguide#Beijing');
  });

  it('when shown, then the logo package downloads and the QR code shows', async () => {
    const footer = await renderFooter();
    const download = within(footer).getByRole('link', { name: '下载品牌标识包' });
    expect(download).toHaveAttribute('href', '/data/file/brand/logo-package.zip');
    expect(download).toHaveAttribute('download');
    expect(within(footer).getByRole('img', { name: /二维码/ })).toHaveAttribute(
      'src',
      '/data/file/brand/official-account-qr.svg',
    );
  });

  it('when shown, then the copyright says 2025 and the filing numbers are there', async () => {
    const footer = await renderFooter();
    expect(within(footer).getByText(/Copyright © 2025 芯途科技有限公司/)).toBeVisible();
    expectLink(footer, '京ICP备00000000号-1', 'https://beian.miit.gov.cn/');
    expect(within(footer).getByText('京公网安备00000000000000号')).toBeVisible();
  });
});
