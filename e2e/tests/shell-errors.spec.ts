import { expect, test } from '../support/fixtures';

// docs/site.md §2/§8: unknown routes redirect home; other errors show their message (status 500).
test('when a visitor opens an unknown route, then they land on the home page', async ({ page }) => {
  await page.goto('/nope/not/here');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('site-header')).toBeVisible();
});

test('when the shell hits an unexpected error, then the error page shows its message with 500', async ({
  page,
}) => {
  // make a browser API the header reads fail, before the site starts
  await page.addInitScript(() => {
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get() {
        throw new Error('浏览器环境异常');
      },
    });
  });
  await page.goto('/about');
  await expect(page.getByText('浏览器环境异常')).toBeVisible();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveCount(0);
});
