import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The first screen of each main page type at phone and desktop width, compared with the
// committed baselines (visual.spec.ts-snapshots/): an unintended visual change fails CI; a
// change on purpose updates them (npx playwright test tests/visual.spec.ts
// --update-snapshots) in the same commit. Text is drawn with the font the project ships
// (Noto Sans SC, the server's font for documents and Open Graph cards) instead of whatever
// the machine has, so baselines hold across machines; maxDiffPixelRatio absorbs
// anti-aliasing, not layout.

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc';
const FONTS = {
  400: readFileSync(require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansSC_400Regular.ttf`)),
  700: readFileSync(require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansSC_700Bold.ttf`)),
};

const PAGES = {
  home: '/',
  'product-system': '/product',
  product: '/product/conflux2200E',
  'news-list': '/news/newsCenter',
  article: '/news/newsDetails?id=conflux-2200e-mass-production',
  case: '/case/bigData',
  solution: '/solution/DPU',
  whitepaper: '/whitepaper/dpu',
  'support-landing': '/productStack',
  search: '/search?q=DPU',
  about: '/about',
  leadership: '/about/leadership',
} as const;

const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;

/** Every text of the page in the shipped font (served to the page from the npm package). */
async function useShippedFont(page: Page): Promise<void> {
  for (const [weight, body] of Object.entries(FONTS)) {
    await page.route(`**/__e2e-font/${weight}.ttf`, (route) =>
      route.fulfill({ body, contentType: 'font/ttf' }),
    );
  }
}

async function openStill(page: Page, url: string): Promise<void> {
  await useShippedFont(page);
  // the home carousel holds still for reduced motion: a slow load let it move on (9 % of a
  // phone's pixels differed) before the screenshot was taken
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.addStyleTag({
    content: `
      @font-face { font-family: 'E2E Shipped'; font-weight: 400; src: url('/__e2e-font/400.ttf'); }
      @font-face { font-family: 'E2E Shipped'; font-weight: 700; src: url('/__e2e-font/700.ttf'); }
      *, *::before, *::after { font-family: 'E2E Shipped', sans-serif !important; caret-color: transparent !important; }
    `,
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

// Each screenshot stands alone, so they spread over the workers: as one serial file, the last
// file in the run's order, it kept one worker busy for a minute after the other had finished.
test.describe.configure({ mode: 'parallel' });

for (const [screen, options] of Object.entries(SCREENS)) {
  test.describe(`first screens on a ${screen}`, () => {
    test.use(options);

    for (const [name, url] of Object.entries(PAGES)) {
      test(`when ${url} opens, then its first screen looks as approved`, async ({ page }) => {
        await openStill(page, url);
        await expect(page).toHaveScreenshot(`${name}-${screen}.png`, {
          animations: 'disabled',
          maxDiffPixelRatio: 0.01,
          mask: [page.locator('video')],
        });
      });
    }
  });
}
