import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  /** Scripts holding content-studio code (issue 23: visitors download none of the studio). */
  studioScripts: number;
  loadMs: number;
  /** Each script fetched (its path) and its gzip-9 size: what jsGzipBytes is made of. */
  files: { path: string; gzipBytes: number }[];
}

/**
 * A message of the studio's publish bar (@dpu/studio publish-bar.tsx): the studio's chunk
 * holds it as written (report.ts checks the build does, so a count of 0 means something).
 */
export const STUDIO_MARKER = '已发布，访客现在看到的是这个版本';

/** Whether a browser script of the build (the shell's or a remote's) holds the marker. */
export function studioMarkerBuilt(): boolean {
  const root = path.resolve(import.meta.dirname, '../..');
  const apps = ['shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))];
  return apps.some((app) => {
    const dist = path.join(root, app, 'dist');
    const scripts = readdirSync(dist).filter((name) => name.endsWith('.js'));
    return scripts.some((name) => readFileSync(path.join(dist, name)).includes(STUDIO_MARKER));
  });
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
    studioScripts: 0,
    loadMs: 0,
    files: [],
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
          const gzipBytes = gzipSync(body, { level: 9 }).length;
          weight.jsGzipBytes += gzipBytes;
          weight.files.push({ path: new URL(response.url()).pathname, gzipBytes });
          if (body.includes(STUDIO_MARKER)) weight.studioScripts += 1;
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
