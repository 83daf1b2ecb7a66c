import type { Page } from '@playwright/test';
import { REMOTE_NAMES } from '@dpu/contracts';
import { expect, test } from '../support/fixtures';

// docs/decisions.md sw.js: a real service worker at /sw.js, scope '/'.
test.use({ serviceWorkers: 'allow' });

/** Opens the home page and waits until the service worker controls it. */
async function openControlled(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test("when the site loads, then /sw.js is registered with scope '/' and served no-cache", async ({
  page,
  request,
}) => {
  await openControlled(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toMatch(/dpu-precache-[0-9a-f]{12}/);
});

test('when the worker is active, then the shell, the offline page and the remote entries are cached, never /api', async ({
  page,
}) => {
  await openControlled(page);
  await page.getByTestId('site-footer').waitFor();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
  expect(cached).toEqual(expect.arrayContaining(['/', '/main.js', '/offline.html', '/offline.js']));
  for (const remote of REMOTE_NAMES) {
    expect(cached).toContain(`/remotes/${remote}/remoteEntry.js`);
  }
  expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
});

// issue 25, repeat visit: the worker's install keeps every remote's page files, so the first
// page of another remote opened later fetches none of its scripts or styles
test('when the worker is active, then a page of a remote the visitor has not opened loads its scripts and styles from the worker', async ({
  page,
  context,
}) => {
  await openControlled(page);
  await page.getByTestId('site-footer').waitFor();
  const pageAsked: string[] = [];
  const workerFetched: string[] = [];
  context.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (!/^\/remotes\/products\/.+\.[0-9a-f]{8}\.(js|css)$/.test(pathname)) return;
    (request.serviceWorker() ? workerFetched : pageAsked).push(pathname);
  });
  await page.goto('/product/conflux2200E');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(pageAsked.length).toBeGreaterThan(0);
  expect(workerFetched).toEqual([]);
});

test('when the network is gone after the worker is active, then a page navigation shows the offline page', async ({
  page,
  context,
}) => {
  await openControlled(page);
  await context.setOffline(true);
  try {
    await page.goto('/news/newsCenter');
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: '网络已断开' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByTestId('site-header')).toBeVisible();
});
