import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Search from the header, desktop and phone: suggestions while typing, Enter opens /search
// with its results; and on a phone the menu reaches /product (a branch with a page).

async function searchFromHeader(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const header = page.getByTestId('site-header');
  await header.getByRole('button', { name: '搜索' }).click();
  const box = header.getByRole('searchbox', { name: '搜索关键词' });
  await box.fill('2200E');
  const suggestions = header.getByRole('list', { name: '搜索建议' });
  await expect(suggestions.getByRole('link', { name: /2200E/ }).first()).toBeVisible();
  await expect(box).toBeInViewport();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=2200E$/);
  const results = page.getByRole('region', { name: '搜索结果' });
  const hit = results.locator('a[href="/product/conflux2200E"]');
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/product\/conflux2200E$/);
  await expect(page.getByTestId('product-page')).toBeVisible();
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('when 2200E is searched from the header, then the 2200E page is found', async ({ page }) => {
    await searchFromHeader(page);
  });

  test('when a suggestion is chosen, then its page opens', async ({ page }) => {
    await page.goto('/news/newsCenter');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const header = page.getByTestId('site-header');
    await header.getByRole('button', { name: '搜索' }).click();
    await header.getByRole('searchbox', { name: '搜索关键词' }).fill('2200E');
    const suggestion = header
      .getByRole('list', { name: '搜索建议' })
      .locator('a[href="/product/conflux2200E"]');
    await suggestion.click();
    await expect(page).toHaveURL(/\/product\/conflux2200E$/);
    await expect(header.getByRole('searchbox')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when 2200E is searched from the header, then the 2200E page is found', async ({ page }) => {
    await searchFromHeader(page);
  });

  test('when 产品体系 is expanded in the menu, then its overview entry opens /product', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('navigation', { name: '主导航' });
    await menu.getByRole('button', { name: '产品体系' }).click();
    await menu.getByRole('link', { name: '产品体系总览' }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
  });

  test('when the search box is open on a phone, then it spans the screen under the header', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('site-header').getByRole('button', { name: '搜索' }).click();
    const panel = page.getByRole('dialog', { name: '站内搜索' });
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box?.x ?? -1)).toBe(0);
    expect(Math.round(box?.width ?? 0)).toBe(390);
    expect(Math.round(box?.y ?? 0)).toBe(64);
  });
});
