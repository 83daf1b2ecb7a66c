import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';

export interface PageWeight {
  path: string;
  scripts: number;
  jsBytes: number;
  jsTransferBytes: number;
  /** The same scripts gzip-compressed (level 9): comparable across servers and CDNs. */
  jsGzipBytes: number;
  cssBytes: number;
  htmlBytes: number;
  /** Elements in the document once loaded. */
  nodes: number;
  loadMs: number;
}

/**
 * JS and CSS a cold visit to a page downloads (decoded and on the wire) until the network is
 * idle (what loads when the browser is idle included), and its load time.
 */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<PageWeight> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const weight: PageWeight = {
    path,
    scripts: 0,
    jsBytes: 0,
    jsTransferBytes: 0,
    jsGzipBytes: 0,
    cssBytes: 0,
    htmlBytes: 0,
    nodes: 0,
    loadMs: 0,
  };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length }));
        if (type === 'script') {
          weight.scripts += 1;
          weight.jsBytes += body.length;
          weight.jsTransferBytes += sizes.responseBodySize;
          weight.jsGzipBytes += gzipSync(body, { level: 9 }).length;
        } else if (type === 'stylesheet') {
          weight.cssBytes += body.length;
        } else {
          weight.htmlBytes += body.length;
        }
      })(),
    );
  });
  const started = Date.now();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  weight.loadMs = Date.now() - started;
  // what waits for an idle browser (at most 3 s: the behaviour record) loads by then
  await page.waitForTimeout(3500);
  await page.waitForLoadState('networkidle');
  weight.nodes = await page.evaluate<number>("document.querySelectorAll('*').length");
  await Promise.all(pending);
  await context.close();
  return weight;
}

export async function measurePages(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const results: PageWeight[] = [];
    for (const [index, path] of paths.entries()) {
      console.log(`[bench] page weight ${path} (${index + 1}/${paths.length})…`);
      results.push(await measurePage(browser, baseUrl, path));
    }
    return results;
  } finally {
    await browser.close();
  }
}
