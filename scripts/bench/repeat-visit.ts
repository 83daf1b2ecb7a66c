import { chromium, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';

// A returning visitor: a first page view fills the browser's caches (and installs the
// service worker, as a real visit does), then a second page of the site is opened. What
// that second view transfers (bytes on the wire, headers included) is the figure: the
// page's own requests that went to the network and the service worker's requests (a
// network-first file answered 304 costs its headers; a cache hit costs nothing). What the
// worker fetched during the first view (its install's precache, after the page's load) is
// reported beside it: a second view is cheap because the first paid this.

export interface RepeatVisit {
  first: string;
  second: string;
  /** Scripts and stylesheets of the second view: bytes on the wire and requests that went out. */
  scriptsAndStyles: { bytes: number; requests: number };
  /** The second view's document. */
  htmlBytes: number;
  /** Everything the service worker fetched during the first view (bytes on the wire, requests). */
  firstViewWorker: { bytes: number; requests: number };
}

const ASSET = /\.(js|css)(\?|$)/;

async function transferred(request: Request): Promise<number> {
  const sizes = await request.sizes().catch(() => undefined);
  return sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
}

async function wireBytes(request: Request): Promise<number> {
  const response = await request.response();
  // answered by the service worker: its own request (counted separately) did any transfer
  if (!response || response.fromServiceWorker()) return 0;
  return transferred(request);
}

export async function measureRepeatVisit(
  baseUrl: string,
  first: string,
  second: string,
): Promise<RepeatVisit> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const byWorker: Promise<number>[] = [];
    const onWorkerRequest = (request: Request) => {
      if (request.serviceWorker()) byWorker.push(transferred(request));
    };
    context.on('requestfinished', onWorkerRequest);
    await page.goto(`${baseUrl}${first}`, { waitUntil: 'networkidle' });
    // the worker installs after the page's load; it controls the page once its precache is
    // done (install, then activate and claim), as it does before a visitor's return
    await page.evaluate('navigator.serviceWorker.ready');
    await page.waitForFunction('navigator.serviceWorker.controller !== null');
    await page.waitForTimeout(1000);
    context.off('requestfinished', onWorkerRequest);
    const workerBytes = await Promise.all(byWorker);
    const secondUrl = `${baseUrl}${second}`;
    const pending: Promise<{ url: string; document: boolean; bytes: number }>[] = [];
    context.on('requestfinished', (request) =>
      pending.push(
        wireBytes(request).then((bytes) => ({
          url: request.url(),
          // the service worker's fetch of the page is not typed 'document'
          document: request.resourceType() === 'document' || request.url() === secondUrl,
          bytes,
        })),
      ),
    );
    await page.goto(secondUrl, { waitUntil: 'networkidle' });
    const seen = await Promise.all(pending);
    await context.close();
    const assets = seen.filter((item) => ASSET.test(new URL(item.url).pathname) && item.bytes > 0);
    return {
      first,
      second,
      scriptsAndStyles: {
        bytes: assets.reduce((sum, item) => sum + item.bytes, 0),
        requests: assets.length,
      },
      htmlBytes: seen.filter((item) => item.document).reduce((sum, item) => sum + item.bytes, 0),
      firstViewWorker: {
        bytes: workerBytes.reduce((sum, bytes) => sum + bytes, 0),
        requests: workerBytes.length,
      },
    };
  } finally {
    await browser.close();
  }
}
