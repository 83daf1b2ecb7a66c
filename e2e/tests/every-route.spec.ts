import type { Page } from '@playwright/test';
import type { SiteRoute } from '@dpu/contracts';
import { expect } from '../support/fixtures';
import {
  axeViolations,
  layoutAtWidths,
  recordServerText,
  settled,
  watchPage,
} from '../support/page-checks';
import { test } from '../support/screen-page';
import { exampleUrls, siteRoutes } from '../support/site-routes';

// Every route of the site's route list (docs/site.md §2) — the routes the built apps publish
// in their route manifests, so a new page is checked without editing this file — visited as
// an anonymous visitor. A public page, in one load on a desktop screen: it renders inside the
// layout with no failed part, no 404, no uncaught error and no CSP violation; hydrated in
// Chromium it logs no error and changes no visible text from what the server sent (read in
// the same load once the document is parsed, before its first script runs); axe finds no
// WCAG 2.2 A/AA violation of any impact; and nothing overlaps, runs off the screen or is
// cropped (e2e/support/layout-check.ts) at 1440, 1280, 1024 and 768 px. In one more load on a phone screen: axe and the layout at 390 and 320 px.
// A protected page sends the visitor to log in. One load serves every check of its screen:
// CI pays two page loads per route (ssr-pages.spec.ts checks the server's HTML itself),
// each a new page in a context the worker keeps for its screen (support/screen-page.ts).

// A load, an axe scan and layout checks at four widths: on a busy machine that passes
// 30 s (a slow test is not a failing one; every check keeps its own wait).
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const SCREENS = {
  desktop: { viewport: { width: 1440, height: 900 }, narrower: [1280, 1024, 768] },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, narrower: [320] },
} as const;

const ACCOUNT_PAGES = ['/login', '/register', '/forget'];
/** Pages that send an anonymous visitor to /login themselves (not the guard's protected pages). */
const LOGIN_FIRST = ['/productStack/customerVerify', '/staff'];

/**
 * Whether hydration must keep the server's text: the remotes' public pages. The shell's own
 * pages (account forms, the staff console) render their frame on the server and the rest in
 * the browser; a page that sends the visitor to log in changes its text by design.
 */
function keepsServerText(route: SiteRoute): boolean {
  return route.app !== 'shell' && !LOGIN_FIRST.includes(route.path);
}

async function expectRenderedInLayout(page: Page, route: SiteRoute, url: string): Promise<void> {
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.locator('main')).not.toBeEmpty();
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
  await expect(page.getByText('页面部分内容加载失败')).toHaveCount(0);
  if (
    route.path !== '/' &&
    !ACCOUNT_PAGES.includes(route.path) &&
    !LOGIN_FIRST.includes(route.path)
  ) {
    expect(new URL(page.url()).pathname).toBe(new URL(url, 'http://x').pathname);
  }
}

const visits = siteRoutes().flatMap((route) => exampleUrls(route).map((url) => ({ route, url })));

for (const { url } of visits.filter(({ route }) => route.protected)) {
  test(`when an anonymous visitor opens ${url}, then the login page shows`, async ({ page }) => {
    const log = watchPage(page);
    await page.goto(url);
    await expect(page.getByTestId('site-header')).toBeVisible();
    // docs/site.md §4 Reading B: no token → the login page
    await expect(page).toHaveURL(/\/login$/);
    expect(log.problems).toEqual([]);
  });
}

const publicVisits = visits.filter(({ route }) => !route.protected);

test.describe('on a desktop screen', () => {
  const { narrower, ...options } = SCREENS.desktop;
  test.use(options);

  for (const { route, url } of publicVisits) {
    test(`when ${url} opens, then it renders in the layout, hydrates to the server's text, and passes axe and the layout check`, async ({
      screenPage: page,
    }) => {
      const serverText = keepsServerText(route) ? await recordServerText(page) : undefined;
      const log = watchPage(page);
      await page.goto(url);
      await expectRenderedInLayout(page, route, url);
      await settled(page);
      if (serverText !== undefined) {
        expect(await page.locator('main').innerText()).toBe(await serverText());
        expect(log.consoleErrors).toEqual([]);
      }
      expect(log.problems).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(await layoutAtWidths(page, narrower)).toEqual([]);
    });
  }
});

test.describe('on a phone screen', () => {
  const { narrower, ...options } = SCREENS.phone;
  test.use(options);

  for (const { url } of publicVisits) {
    test(`when ${url} opens, then axe finds no violation and nothing overlaps, runs off or is cropped`, async ({
      screenPage: page,
    }) => {
      await page.goto(url);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await layoutAtWidths(page, narrower)).toEqual([]);
    });
  }
});
