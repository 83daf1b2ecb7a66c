import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { exampleUrls, siteRoutes } from '../support/site-routes';

// Every route of the site's route list (docs/site.md §2), visited as an anonymous visitor: it
// renders inside the layout with no failed part, no 404, no uncaught error and no CSP
// violation. Detail routes get an id that exists in content/. The routes are those the
// built apps publish in their route manifests.

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Content Security Policy')) problems.push(`csp: ${text}`);
  });
  return problems;
}

// Each route is visited on its own: the visits spread over the workers.
test.describe.configure({ mode: 'parallel' });

// pages that send an anonymous visitor to /login themselves (not the guard's protected pages)
const LOGIN_FIRST = ['/productStack/customerVerify', '/staff'];

const visits = siteRoutes().flatMap((route) => exampleUrls(route).map((url) => ({ route, url })));

for (const { route, url } of visits) {
  const isAccountPage = ['/login', '/register', '/forget'].includes(route.path);
  test(`when an anonymous visitor opens ${url}, then it renders without error`, async ({
    page,
  }) => {
    const problems = watchProblems(page);

    await page.goto(url);
    await expect(page.getByTestId('site-header')).toBeVisible();

    if (route.protected) {
      // docs/site.md §4 Reading B: no token → the login page
      await expect(page).toHaveURL(/\/login$/);
    } else {
      await expect(page.getByTestId('site-footer')).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
      await expect(page.getByText('页面部分内容加载失败')).toHaveCount(0);
      if (route.path !== '/' && !isAccountPage && !LOGIN_FIRST.includes(route.path)) {
        expect(new URL(page.url()).pathname).toBe(new URL(url, 'http://x').pathname);
      }
    }
    expect(problems).toEqual([]);
  });
}
