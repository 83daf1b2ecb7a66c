import { expect, test } from '../support/fixtures';

// docs/site.md §2 Header (desktop) and Footer.
test.use({ viewport: { width: 1440, height: 900 } });

test('when a visitor hovers 产品体系, then its three groups show and an entry opens the product page', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByTestId('site-header').getByRole('navigation', { name: '主导航' });
  for (const title of ['产品体系', '解决方案', '成功案例', '新闻中心', '文档中心', '关于我们']) {
    await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: '产品体系', exact: true }).hover();
  for (const group of ['DPU芯片', 'DPU产品', '开发平台']) {
    await expect(nav.getByText(group, { exact: true }).last()).toBeVisible();
  }
  // a trademark mark renders as markup, not as text
  const entry = nav.getByRole('link', { name: 'CONFLUX®-2200E' });
  await expect(entry.locator('sup')).toHaveText('®');
  await entry.click();
  await expect(page).toHaveURL(/\/product\/conflux2200E$/);
});

test('when the path is /contact, then 成功案例 is the active entry', async ({ page }) => {
  await page.goto('/contact');
  const active = page.getByTestId('site-header').locator('li[data-active="true"]');
  await expect(active).toHaveCount(1);
  await expect(active.getByRole('link').first()).toHaveText('成功案例');
});

test('when the second segment is newsDetails, then the header is solid; on a list page it is not', async ({
  page,
}) => {
  await page.goto('/news/newsDetails');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-solid', 'true');
  await page.goto('/news/newsCenter');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-solid', 'false');
});

test('when the page scrolls past 0, then the header switches to its hover look', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 400 });
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await page.mouse.move(700, 300);
  await expect(header).toHaveAttribute('data-look', 'normal');
  const normal = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.mouse.wheel(0, 200);
  await expect(header).toHaveAttribute('data-look', 'hover');
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe(normal);
});

test('when logged out, then the right-hand buttons are 客户支持, 登录 and 注册, 10 px from the right', async ({
  page,
}) => {
  await page.goto('/');
  const buttons = page.getByTestId('header-buttons');
  await expect(buttons.getByRole('button', { name: '客户支持' })).toBeVisible();
  await expect(buttons.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
  await expect(buttons.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
  const box = await buttons.boundingBox();
  expect(Math.round(1440 - ((box?.x ?? 0) + (box?.width ?? 0)))).toBe(10);
});

test('when the footer shows, then its facts, lists and files come from the site content', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('link', { name: 'business@example.com' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'hr@example.com' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'ir@example.com' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '400-000-0000' })).toBeVisible();
  await expect(footer.getByRole('region', { name: '办公地址' }).getByRole('listitem')).toHaveCount(
    4,
  );
  await expect(footer.getByRole('link', { name: '来访指南' })).toHaveAttribute(
    'href',
    '/about/routeguide',
  );
  await expect(footer.getByText(/Copyright © 2025/)).toBeVisible();
  await expect(footer.getByText('京ICP备00000000号-1')).toBeVisible();

  const logo = footer.getByRole('link', { name: '下载品牌标识包' });
  const href = (await logo.getAttribute('href')) ?? '';
  const download = await request.get(href);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 2).toString()).toBe('PK');

  const qr = footer.getByRole('img', { name: /二维码/ });
  await qr.scrollIntoViewIfNeeded();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
