import { expect, test } from '../support/fixtures';

test('when a visitor searches the site, then ranked hits link to the pages that show them', async ({
  page,
}) => {
  await page.goto('/search');
  // the page's own box (the header has a 搜索 button too)
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: '搜索关键词' }).fill('裸金属');
  await main.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  const results = page.getByRole('region', { name: '搜索结果' });
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

test('when a visitor searches DPU, then products come first, types filter the hits and pages hold ten', async ({
  page,
}) => {
  await page.goto('/search?q=DPU');
  const results = page.getByRole('region', { name: '搜索结果' });
  await expect(results.getByRole('heading', { level: 2 }).first()).toHaveText('产品');
  await expect(results.locator('mark').first()).toHaveText(/dpu/i);
  await expect(results.getByRole('listitem')).toHaveCount(10);

  const filter = page.getByRole('navigation', { name: '按类型筛选' });
  await filter.getByRole('link', { name: /^招聘（\d+）$/ }).click();
  await expect(page).toHaveURL(/\/search\?q=DPU&type=job$/);
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(['招聘']);
  const jobs = results.getByRole('link');
  await expect(jobs.first()).toHaveAttribute('href', /^\/joinus\//);

  await page.goto('/search?q=DPU');
  const pages = page.getByRole('navigation', { name: '分页' });
  await pages.getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/search\?q=DPU&page=2$/);
  await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
  await expect(results.getByRole('listitem').first()).toBeVisible();
});

test('when a link says keyword=, then the server answers 301 to q= and the page shows the results', async ({
  page,
  request,
}) => {
  const answer = await request.get('/search?keyword=DPU', { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe('/search?q=DPU');
  await page.goto('/search?keyword=DPU');
  await expect(page).toHaveURL(/\/search\?q=DPU$/);
  await expect(
    page.getByRole('region', { name: '搜索结果' }).getByRole('link').first(),
  ).toBeVisible();
});
