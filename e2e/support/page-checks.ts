import axe from 'axe-core';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { layoutProblems } from './layout-check';

// What the route sweep (tests/every-route.spec.ts) and the customer-area scan
// (tests/a11y-axe.spec.ts) check on a loaded page: WCAG 2.2 A and AA by axe-core with no
// violation of any impact, the layout rules of issue 26, and what the page logged.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Hydrated, the network quiet and no part of the page still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/**
 * axe-core's source and the configuration @axe-core/playwright gives it in legacy mode
 * (frames answer only their own origin), evaluated in one call.
 */
const AXE_SCRIPT = `${axe.source}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/** Runs in the page: axe.run and the report's lines, so only the violations leave the page. */
function runAxe(tags: string[]): Promise<string[]> {
  // axe-core's global, put there by AXE_SCRIPT; typed by axe-core itself.
  const { axe: inPage } = window as unknown as { axe: typeof axe };
  return inPage
    .run({ exclude: [], include: [] }, { runOnly: { type: 'tag', values: tags } })
    .then(({ violations }) =>
      violations.map((violation) => {
        const nodes = violation.nodes
          .slice(0, 4)
          .map((node) => `${node.html.slice(0, 120)} ${node.any[0]?.message ?? ''}`);
        return `${violation.id} (${violation.nodes.length}×): ${violation.help} — ${nodes.join(' | ')}`;
      }),
    );
}

/**
 * Violations of any impact, one line each with the first few offending elements.
 *
 * What @axe-core/playwright's AxeBuilder does in legacy mode (axe.run in the page, axe in
 * every frame so same-origin frames are scanned too; the default mode finishes each scan in
 * a blank page of its own, twice the time for the same results on our pages), in two calls
 * to the page instead of six: AxeBuilder evaluates axe's 550 kB source twice a scan and
 * sends the whole result back — every rule's passes, incomplete and inapplicable nodes —
 * where the check reads only the violations. Same axe-core, rules, options and report;
 * measured on 6 pages, 2 scans each, alternating, on the shared machine: renderer CPU
 * 34.5 → 23.2 s, the test process's CPU 2.5 → 0.3 s, wall 62 → 29 s.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) {
      await frame.evaluate(AXE_SCRIPT);
    } else {
      // as AxeBuilder: a frame that cannot take axe (another origin, detached) is left out
      // of the scan, never a reason to fail it
      await frame.evaluate(AXE_SCRIPT).catch(() => undefined);
    }
  }
  return page.evaluate(runAxe, WCAG_TAGS);
}

/**
 * Layout problems at the loaded width and at each narrower one, each line naming its width:
 * the pages choose their layout by CSS media queries alone, so a resized page is the page a
 * narrower screen loads.
 */
export async function layoutAtWidths(page: Page, narrower: readonly number[]): Promise<string[]> {
  const loaded = page.viewportSize() ?? { width: 0, height: 0 };
  const found = (await layoutProblems(page)).map((line) => `${loaded.width} px: ${line}`);
  for (const width of narrower) {
    await page.setViewportSize({ width, height: loaded.height });
    // laid out at the new width once it has rendered two frames
    found.push(...(await layoutProblems(page, 2)).map((line) => `${width} px: ${line}`));
  }
  return found;
}

export interface PageLog {
  /** Uncaught errors and Content Security Policy violations. */
  problems: string[];
  /**
   * Errors the page's code logged (hydration mismatches are logged as errors); a file that
   * fails to download is the network's or the content's business, checked by other specs.
   */
  consoleErrors: string[];
}

export function watchPage(page: Page): PageLog {
  const log: PageLog = { problems: [], consoleErrors: [] };
  page.on('pageerror', (error) => log.problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Content Security Policy')) log.problems.push(`csp: ${text}`);
    if (message.type() === 'error' && !text.startsWith('Failed to load resource')) {
      log.consoleErrors.push(`console: ${text}`);
    }
  });
  return log;
}

/**
 * One script-less context a browser and screen width: a new context for every route costs
 * more than the page it reads, and with scripts off nothing a page does can reach the next
 * (no storage writes; the server sets no cookie on an anonymous page view).
 */
const scriptlessContexts = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();

function scriptlessContext(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const byScreen = scriptlessContexts.get(browser) ?? new Map<string, Promise<BrowserContext>>();
  scriptlessContexts.set(browser, byScreen);
  const key = `${viewport.width}x${viewport.height}`;
  let context = byScreen.get(key);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: false, viewport });
    byScreen.set(key, context);
  }
  return context;
}

/** The visible text of the page's main element as the server sent it (no script runs). */
export async function mainTextWithoutScripts(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<string> {
  const page = await (await scriptlessContext(browser, viewport)).newPage();
  try {
    await page.goto(url);
    return await page.locator('main').innerText();
  } finally {
    await page.close();
  }
}
