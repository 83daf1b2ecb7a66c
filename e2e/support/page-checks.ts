import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
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

/** What the page's first script would find, recorded by `recordServerText`. */
interface ServerTextRecord {
  text?: string;
  /** Why the record cannot stand for the server's page: a script or style that could run or apply too soon. */
  doubt?: string;
}

/**
 * Runs in the page before any of its own code: when the parser has read the whole document
 * and before the deferred scripts run (HTML's "the end": readiness turns 'interactive' first),
 * the visible text of `main` is the server's, laid out with the server's styles. It holds only
 * while every style is inline or loaded and no script can run earlier (none is async or
 * parser-blocking); otherwise the record says why.
 */
function recordAtInteractive(): void {
  const record: ServerTextRecord = {};
  (window as unknown as { __serverText: ServerTextRecord }).__serverText = record;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const early = [...document.scripts].filter(
      (script) => script.src && (script.async || (!script.defer && script.type !== 'module')),
    );
    const pendingStyles = [...document.querySelectorAll('link[rel="stylesheet"]')].filter(
      (link) => !(link as HTMLLinkElement).sheet,
    );
    if (early.length || pendingStyles.length) {
      record.doubt = `scripts that run before the parser ends: ${early.map((s) => s.src).join(', ')}; styles not loaded yet: ${pendingStyles.length}`;
      return;
    }
    record.text = (document.querySelector('main') as HTMLElement | null)?.innerText;
  });
}

/**
 * The visible text of the page's main element as the server sent it, read in the same load
 * before any script of the page ran: what a load with scripts off shows, without a second
 * load (which was a third of the route sweep's time). Call before `page.goto`; the returned
 * function reads the record once the page has loaded.
 */
export async function recordServerText(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(recordAtInteractive);
  return async () => {
    const record = await page.evaluate(
      () => (window as unknown as { __serverText?: ServerTextRecord }).__serverText ?? {},
    );
    if (record.doubt)
      throw new Error(`the server's text cannot be read in this load: ${record.doubt}`);
    if (record.text === undefined) throw new Error('the server sent no <main> element');
    return record.text;
  };
}
