import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { axeViolations, settled } from '../support/page-checks';
import { exampleUrls, siteRoutes } from '../support/site-routes';
import { DEMO_CUSTOMER, openLoggedIn } from './shell-helpers';

// WCAG 2.2 A and AA (axe-core's rules with these tags) on the customer area, on a desktop and
// a phone screen: no violation of any impact. The public routes are scanned in
// every-route.spec.ts, in the same load as their other checks.

const SCREENS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/** The CONFLUX-2200E product id the demo customer holds a grant for (server seed). */
const DEMO_PRO_ID = '2385991fd4852682f1815000d1cc99e2';

async function demoToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/user/login', {
    data: { account: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  const body = (await answer.json()) as { code: string; data?: { token: string } };
  expect(body.code).toBe('200');
  return body.data?.token ?? '';
}

// Each test loads and scans one page on its own: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** The customer area: the product stack and the protected pages of the granted product. */
const customerUrls = [
  '/productStack',
  ...siteRoutes()
    .filter((route) => route.protected)
    .flatMap(exampleUrls)
    .map((url) => `${url}?proId=${DEMO_PRO_ID}`),
];

for (const [screen, options] of Object.entries(SCREENS)) {
  test.describe(`accessibility on a ${screen} screen`, () => {
    test.use(options);

    for (const url of customerUrls) {
      test(`when the demo customer's ${url} is scanned, then axe finds no violation`, async ({
        page,
        request,
      }) => {
        await openLoggedIn(page, await demoToken(request), url);
        await settled(page);
        expect(new URL(page.url()).pathname).toBe(new URL(url, 'http://x').pathname);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
