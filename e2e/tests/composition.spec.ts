import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// docs/decisions.md, Composition: the shell composes all four remotes at run time.
const PAGES = [
  { remote: 'marketing', path: '/', testId: 'home-page' },
  { remote: 'products', path: '/product', testId: 'product-system-page' },
  { remote: 'careers', path: '/joinus/social', testId: 'job-list-page' },
  { remote: 'support', path: '/productStack', testId: 'product-stack-page' },
];

for (const { remote, path, testId } of PAGES) {
  test(`when a visitor opens ${path}, then the ${remote} page shows inside the shared header and footer`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });

  test(`when ${path} is reloaded, then the deep link still shows the ${remote} page`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId(testId)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  });
}

test('when the page is served, then its language is zh-CN', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('when a visitor opens an unknown route, then the site redirects to the home page', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

/** The names of the remotes whose files the page asks for from now on, as it asks. */
function remotesRequested(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/remotes\/(\w+)\//.exec(request.url());
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}

test('when the first page loads, then only the remote it needs is fetched', async ({ page }) => {
  const remoteRequests = remotesRequested(page);
  await page.goto('/product/conflux2200E');
  await expect(page.getByTestId('product-page')).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(new Set(remoteRequests)).toEqual(new Set(['products']));
});

test('when the first page has nothing to operate but links, then no remote is fetched, until the visitor navigates', async ({
  page,
}) => {
  const remoteRequests = remotesRequested(page);
  await page.goto('/product');
  await expect(page.getByTestId('product-system-page')).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(remoteRequests).toEqual([]);
  await page
    .getByTestId('product-system-page')
    .getByRole('link', { name: /CONFLUX/ })
    .first()
    .click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  expect(new Set(remoteRequests)).toEqual(new Set(['products']));
});
