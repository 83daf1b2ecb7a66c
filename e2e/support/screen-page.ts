import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test as base } from './fixtures';

// The route sweep's page (tests/every-route.spec.ts): a new page for every check, in one
// context a worker and screen. A new context for every check made each page load fetch and
// compile the whole site's scripts again, cold (a fresh HTTP cache): the largest part of a
// check's time, proving nothing the checks look at. The sweep's visitor is anonymous: the
// site keeps nothing for one but what a new page starts without (sessionStorage is a page's
// own); cookies and localStorage are emptied after every check all the same. A retry runs
// in a context of its own, as Playwright would (traced under CI), so a check that failed
// because of an earlier one passes only where it passes alone.

const shared = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();

/** The worker's context for one screen (browser.newContext takes the test's options). */
function screenContext(browser: Browser, screen: string): Promise<BrowserContext> {
  const byScreen = shared.get(browser) ?? new Map<string, Promise<BrowserContext>>();
  shared.set(browser, byScreen);
  let context = byScreen.get(screen);
  if (!context) {
    context = browser.newContext();
    byScreen.set(screen, context);
  }
  return context;
}

export const test = base.extend<{ screenPage: Page }>({
  screenPage: async ({ browser, viewport, isMobile, hasTouch }, use, testInfo) => {
    if (testInfo.retry > 0) {
      const own = await browser.newContext();
      await use(await own.newPage());
      await own.close();
      return;
    }
    const context = await screenContext(browser, JSON.stringify({ viewport, isMobile, hasTouch }));
    const page = await context.newPage();
    await use(page);
    if (!page.isClosed() && page.url().startsWith('http')) {
      await page.evaluate(() => window.localStorage.clear());
    }
    await page.close();
    await context.clearCookies();
  },
});
