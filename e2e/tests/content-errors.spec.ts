import { expect, test } from '../support/fixtures';

// Issue 26: when the content API fails, a page says so in Chinese with 重试 and a way home —
// never an HTTP library's English message — and 重试 loads the content in place.

const LIBRARY_MESSAGE = 'Request failed with status code 500';

test('when the content API fails on a client navigation, then the page offers 重试 and 返回首页, and 重试 recovers', async ({
  page,
}) => {
  await page.goto('/search?q=2200E');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const hit = page
    .getByRole('region', { name: '搜索结果' })
    .locator('a[href="/product/conflux2200E"]');
  await expect(hit).toBeVisible();

  await page.route('**/api/_content/**', (route) =>
    route.fulfill({ status: 500, json: { code: '500', msg: LIBRARY_MESSAGE } }),
  );
  await hit.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('产品内容加载失败');
  await expect(alert.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  await expect(page.locator('body')).not.toContainText(LIBRARY_MESSAGE);

  await page.unroute('**/api/_content/**');
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/conflux2200E$/);
});

test('when the search query fails, then the results say so in Chinese with 重试, which searches again', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.route('**/api/_content/**', (route) =>
    route.fulfill({ status: 500, json: { code: '500', msg: LIBRARY_MESSAGE } }),
  );
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: '搜索关键词' }).fill('DPU');
  await main.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('alert')).toContainText('搜索结果加载失败，请稍后重试。');
  await expect(page.locator('body')).not.toContainText(LIBRARY_MESSAGE);

  await page.unroute('**/api/_content/**');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('region', { name: '搜索结果' })).toBeVisible();
});
