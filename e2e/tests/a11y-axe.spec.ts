import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-check';
import { exampleUrls, siteRoutes } from '../support/site-routes';
import { DEMO_CUSTOMER, openLoggedIn } from './shell-helpers';

// WCAG 2.2 A and AA (axe-core's rules with these tags) on every public route of the route
// list and on the customer area, on a desktop and a phone screen: no violation of any
// impact. The same page load checks the layout (issue 26, e2e/support/layout-check.ts) at
// that width and, resized, at the narrower widths of its kind: phone 390 and 320, desktop
// 1440, 1280, 1024 and 768 — the pages choose their layout by CSS media queries alone, so a
// resized page is the page a narrower screen loads, and CI pays one load per route and screen.
// The route list comes from the built apps, so a new page is checked without editing this file.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const SCREENS = {
  desktop: { viewport: { width: 1440, height: 900 }, narrower: [1280, 1024, 768] },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, narrower: [320] },
} as const;

/** The CONFLUX-2200E product id the demo customer holds a grant for (server seed). */
const DEMO_PRO_ID = '2385991fd4852682f1815000d1cc99e2';

async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** Violations of any impact, one line each with the first few offending elements. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return found.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 4)
      .map((node) => `${node.html.slice(0, 120)} ${node.any[0]?.message ?? ''}`);
    return `${violation.id} (${violation.nodes.length}×): ${violation.help} — ${nodes.join(' | ')}`;
  });
}

/** Layout problems at the loaded width and at each narrower one, each line naming its width. */
async function layoutAtWidths(page: Page, narrower: readonly number[]): Promise<string[]> {
  const loaded = page.viewportSize() ?? { width: 0, height: 0 };
  const found = (await layoutProblems(page)).map((line) => `${loaded.width} px: ${line}`);
  for (const width of narrower) {
    await page.setViewportSize({ width, height: loaded.height });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    found.push(...(await layoutProblems(page)).map((line) => `${width} px: ${line}`));
  }
  return found;
}

async function demoToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/user/login', {
    data: { account: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  const body = (await answer.json()) as { code: string; data?: { token: string } };
  expect(body.code).toBe('200');
  return body.data?.token ?? '';
}

// Each test loads and scans one page on its own: they spread over the workers instead of
// keeping the largest file of the suite on one.
test.describe.configure({ mode: 'parallel' });

const routes = siteRoutes();
const publicUrls = routes.filter((route) => !route.protected).flatMap(exampleUrls);
/** The customer area: the product stack and the protected pages of the granted product. */
const customerUrls = [
  '/productStack',
  ...routes
    .filter((route) => route.protected)
    .flatMap(exampleUrls)
    .map((url) => `${url}?proId=${DEMO_PRO_ID}`),
];

for (const [screen, { narrower, ...options }] of Object.entries(SCREENS)) {
  test.describe(`accessibility and layout on a ${screen} screen`, () => {
    test.use(options);

    for (const url of publicUrls) {
      test(`when ${url} is scanned, then axe finds no violation and nothing overlaps, runs off or is cropped`, async ({
        page,
      }) => {
        await page.goto(url);
        await settled(page);
        expect(await violations(page)).toEqual([]);
        expect(await layoutAtWidths(page, narrower)).toEqual([]);
      });
    }

    for (const url of customerUrls) {
      test(`when the demo customer's ${url} is scanned, then axe finds no violation`, async ({
        page,
        request,
      }) => {
        await openLoggedIn(page, await demoToken(request), url);
        await settled(page);
        expect(new URL(page.url()).pathname).toBe(new URL(url, 'http://x').pathname);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
