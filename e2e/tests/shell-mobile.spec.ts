import { expect, test } from '../support/fixtures';

// docs/site.md §2 Mobile header, §9 the right-hand buttons' offset on mobile.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('when the hamburger is opened, then entries with children expand and collapse and a leaf navigates and closes it', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await header.getByRole('button', { name: '打开菜单' }).click();
  const menu = page.getByRole('navigation', { name: '主导航' });
  const products = menu.getByRole('button', { name: '产品体系' });
  await expect(products).toHaveAttribute('aria-expanded', 'false');

  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('button', { name: 'DPU产品' }).click();
  await expect(menu.getByRole('link', { name: 'CONFLUX®-2200P' })).toBeVisible();

  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'CONFLUX®-2200P' })).toHaveCount(0);

  await menu.getByRole('link', { name: '新闻中心' }).click();
  await expect(page).toHaveURL(/\/news\/newsCenter$/);
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: '打开菜单' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('when a leaf under a group is tapped, then its product page opens', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '打开菜单' }).click();
  const menu = page.getByRole('navigation', { name: '主导航' });
  await menu.getByRole('button', { name: '产品体系' }).click();
  await menu.getByRole('button', { name: 'DPU芯片' }).click();
  await menu.getByRole('link', { name: 'K2-Pro' }).click();
  await expect(page).toHaveURL(/\/dpu\/K2-Pro$/);
});

test('when on a phone, then the right-hand buttons are centred at (width − 64)/2 + 32 px', async ({
  page,
}) => {
  await page.goto('/');
  const box = await page.getByTestId('header-buttons').boundingBox();
  expect(box).not.toBeNull();
  const centre = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  expect(Math.abs(centre - ((390 - 64) / 2 + 32))).toBeLessThan(1);
});

test('when the back button is pressed, then the previous page of the site shows', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('button', { name: '打开菜单' }).click();
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '新闻中心' })
    .click();
  await expect(page).toHaveURL(/\/news\/newsCenter$/);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('when the back button is pressed on the first page of a visit, then it goes home', async ({
  page,
}) => {
  await page.goto('/news/newsCenter');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/$/);
});
