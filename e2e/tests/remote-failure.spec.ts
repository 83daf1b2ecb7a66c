import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// docs/site.md §8 'A page part fails to load → the page reloads', without looping (docs/decisions.md).
/**
 * Opens a job application (a page hydrated at load: its remote is needed at once) with the
 * careers remote unreachable, counting document loads.
 */
async function openWithCareersDown(page: Page): Promise<{ count: () => number }> {
  await page.route('**/remotes/careers/**', (route) => route.abort());
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  await page.goto('/joinus/social/socialapply?id=social-dpu-architect');
  return { count: () => loads };
}

test('when one remote cannot be fetched, then the page reloads once and shows an error block for that part only', async ({
  page,
}) => {
  const documents = await openWithCareersDown(page);
  await expect(page.getByRole('alert')).toContainText('页面部分内容加载失败');
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  expect(documents.count()).toBe(2);
  // a reload loop would show up as more document requests, and would clear this mark
  await page.evaluate(() => ((window as { e2eStayed?: boolean }).e2eStayed = true));

  await page.getByTestId('site-header').getByRole('link', { name: '产品体系' }).click();
  await expect(page.getByTestId('product-system-page')).toBeVisible();
  // the navigation went on in the same document: nothing reloaded it meanwhile
  expect(await page.evaluate(() => (window as { e2eStayed?: boolean }).e2eStayed)).toBe(true);
  expect(documents.count()).toBe(2);
});

test('when the remote comes back, then the retry button loads the part without a reload', async ({
  page,
}) => {
  const documents = await openWithCareersDown(page);
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();

  await page.unroute('**/remotes/careers/**');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('form', { name: '职位申请表单' })).toBeVisible();
  expect(documents.count()).toBe(2);
});
