import { expect, test } from '../support/fixtures';

// The composed site under the server's Content-Security-Policy: pages render with no
// policy violation, and the headers are on the document.

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

for (const [path, testId] of [
  ['/', 'home-page'],
  ['/product', 'product-system-page'],
  ['/joinus/social', undefined],
  ['/productStack', undefined],
] as const) {
  test(`when ${path} is opened, then it renders without a CSP violation`, async ({ page }) => {
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    if (testId) await expect(page.getByTestId(testId)).toBeVisible();
    else await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });
}

test('when a script is injected inline, then the policy blocks it', async ({ page }) => {
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    // an inline script runs as it is inserted, or the policy refuses it and reports that
    // with an event: wait for the report, not for a while
    const refused = new Promise((resolve) =>
      document.addEventListener('securitypolicyviolation', resolve, { once: true }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    const injected = () => Boolean((window as unknown as { __injected?: boolean }).__injected);
    if (injected()) return true;
    await refused;
    return injected();
  });
  expect(ran).toBe(false);
  expect(await page.evaluate(() => window.__cspViolations.join('\n'))).toContain('script-src');
});
