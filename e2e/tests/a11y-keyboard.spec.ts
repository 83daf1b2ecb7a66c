import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Keyboard access: a skip link first, menus that open on focus, popovers and dialogs that
// open with Enter and close with Escape (focus back on their button), and a visible focus
// ring on whatever has keyboard focus.

async function expectFocusRing(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
  const outline = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(1);
}

/** Focuses `target` the keyboard's way: from the control before it, with Tab. */
async function keyboardFocus(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Tabs until `target` has focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function newCustomerToken(request: APIRequestContext): Promise<string> {
  const email = `e2e-kb-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const answer = await request.post('/api/user/register', {
    data: { userName: '键盘用户', email, password: 'Test12345' },
  });
  const body = (await answer.json()) as { code: string; data?: { token: string } };
  expect(body.code).toBe('200');
  return body.data?.token ?? '';
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('when Tab is first pressed, then a visible skip link takes focus to the main content', async ({
    page,
  }) => {
    await openHydrated(page, '/news/newsCenter');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expectFocusRing(skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('when a menu is reached with Tab, then its dropdown opens and its entries are reachable', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const products = nav.getByRole('link', { name: '产品体系', exact: true });
    await tabTo(page, products);
    await expectFocusRing(products);
    const entry = nav.getByRole('link', { name: 'K2-Pro' });
    await expect(entry).toBeVisible();
    // the group heading DPU芯片 is text: the next stop is its first entry
    await page.keyboard.press('Tab');
    await expectFocusRing(entry);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dpu\/K2-Pro$/);
  });

  test('when 搜索 is opened with Enter, then the box has focus and Escape closes it', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const button = page.getByTestId('site-header').getByRole('button', { name: '搜索' });
    // past every menu and the entries of their dropdowns
    await tabTo(page, button, 120);
    await expectFocusRing(button);
    await page.keyboard.press('Enter');
    const box = page.getByRole('searchbox', { name: '搜索关键词' });
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('when the phone popover of the side widget is opened with Enter, then Escape closes it', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const widget = page.getByTestId('side-widget');
    const phone = widget.getByRole('button', { name: '电话' });
    await keyboardFocus(page, phone);
    await expectFocusRing(phone);
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('dialog', { name: '电话' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(widget.getByRole('dialog')).toHaveCount(0);
    await expect(phone).toBeFocused();
  });

  test('when the buy/certify dialog is opened with the keyboard, then focus is inside and Escape cancels it', async ({
    page,
    request,
  }) => {
    const token = await newCustomerToken(request);
    await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
    await openHydrated(page, '/productStack');
    const materials = page.getByRole('button', { name: /^CONFLUX-2200P (驱动与手册|购买或认证)$/ });
    await keyboardFocus(page, materials);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expectFocusRing(focused);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when the menu is opened with the keyboard, then a branch expands and its own page opens', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const hamburger = page.getByRole('button', { name: '打开菜单' });
    await tabTo(page, hamburger);
    await expectFocusRing(hamburger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: '主导航' });
    const products = menu.getByRole('button', { name: '产品体系' });
    await tabTo(page, products);
    await expectFocusRing(products);
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expectFocusRing(menu.getByRole('link', { name: '产品体系总览' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product$/);
  });

  test('when the menu is open, then Escape closes it and focus returns to the hamburger', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: '打开菜单' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeFocused();
  });
});
