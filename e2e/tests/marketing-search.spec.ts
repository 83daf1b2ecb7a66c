import { expect, test } from '@playwright/test';

test('when a visitor searches the site, then ranked hits link to the pages that show them', async ({
  page,
}) => {
  await page.goto('/search');
  // the page's own box (the header has a 搜索 button too)
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: '搜索关键词' }).fill('裸金属');
  await main.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  const results = page.getByRole('list', { name: '搜索结果' });
  await expect(results.getByRole('link', { name: '裸金属云服务' })).toHaveAttribute(
    'href',
    '/case/bareMetalServices',
  );
  const hrefs = await results
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // only site routes: no raw content paths, no site facts
  expect(hrefs.every((href) => href.startsWith('/') && !href.startsWith('/cases/'))).toBe(true);
  await results.getByRole('link', { name: '裸金属云解决方案' }).click();
  await expect(page).toHaveURL(/\/solution\/BareMetalServices$/);
});
