import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PRODUCTS } from '@dpu/contracts';
import { DEMO_CUSTOMER, openAsNewUser, stored } from './shell-helpers';

// docs/site.md §4 Guard, Reading B, and the customer-support button; §6 protected paths.
const conflux2200E = PRODUCTS.find((product) => product.key === 'conflux2200E')?.proId ?? '';

/** A logged-out visit to the 2200E drivers page, which the guard sends to /login. */
async function openProtectedLoggedOut(page: Page): Promise<string> {
  const target = `/productStack/customer/downloadDrivers?proId=${conflux2200E}`;
  await page.goto(target);
  await expect(page).toHaveURL(/\/login$/);
  return target;
}

test('when an anonymous visitor opens a protected page, then they land on /login with path and backPath set', async ({
  page,
}) => {
  const target = await openProtectedLoggedOut(page);
  expect(await stored(page, 'path')).toBe('/contact');
  expect(await stored(page, 'backPath')).toBe(target);
  await expect(page.getByLabel('账号')).toBeVisible();
});

test('when an anonymous visitor presses 客户支持, then they land on /login with backPath the page they were on', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByTestId('site-header').getByRole('button', { name: '客户支持' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored(page, 'path')).toBe('/contact');
  expect(await stored(page, 'backPath')).toBe('/about');
});

test.describe('with the account API', () => {
  test('when a logged-in user presses 客户支持, then they go to /productStack', async ({
    page,
    request,
  }) => {
    await openAsNewUser(page, request, '/about');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: '登录' })).toHaveCount(0);
    await header.getByRole('button', { name: '客户支持' }).click();
    await expect(page).toHaveURL(/\/productStack$/);
  });

  test('when the customer logs in from the protected page, then they return to it and it is allowed', async ({
    page,
  }) => {
    const target = await openProtectedLoggedOut(page);
    await page.getByLabel('账号').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('密码').fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(target);
    await expect.poll(() => stored(page, 'flagOfShowCustomer')).toBe('2');
    // the layout shows nothing of a protected page before the authorisation check answered
    // 'yes': once the page shows, no redirect follows
    await expect(page.getByTestId('customer-downloadDrivers')).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(target);
  });

  test('when a logged-in user without rights opens a protected page, then they go home', async ({
    page,
    request,
  }) => {
    await openAsNewUser(page, request, `/productStack/customer?proId=${conflux2200E}`);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => stored(page, 'flagOfShowCustomer')).toBe('2');
  });

  test('when a logged-in user opens a protected page without a product id, then they go home', async ({
    page,
    request,
  }) => {
    await openAsNewUser(page, request, '/productStack/customer/agreement');
    await expect(page).toHaveURL(/\/$/);
  });
});
