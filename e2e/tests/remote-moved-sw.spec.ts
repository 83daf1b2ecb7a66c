import type { BrowserContext, Page } from '@playwright/test';
import { deployRemoteWithPage } from '../support/deployed-remote';
import { expect, test } from '../support/fixtures';

// docs/hostile-input.md round two, finding 9: a browser whose service worker was installed
// before mfe-careers moved to another origin failed on every careers page (页面部分内容加载失败):
// the worker fetched the remote's files itself under the connect-src it was installed with.
// Here the careers team builds its remote alone (with one page added), serves it from a
// second origin (a CDN) and switches remotes.json; the shell is neither rebuilt nor
// restarted. A browser whose worker controls it before the switch loads careers pages from
// the new origin, rendered on the server and hydrated, and a tab opened before the switch
// that navigates to the page only the new build has reaches it.

test.use({ serviceWorkers: 'allow' });

const NEW_PAGE = '/joinus/moved-check';
const JOB_APPLY = '/joinus/social/socialapply?id=social-dpu-architect';
const PART_FAILED = '页面部分内容加载失败';

/** A page module of the careers remote (hydrated at load) and its route. */
const MOVED_CHECK_PAGE = {
  module: 'moved/moved-check-page',
  source: `import { useState } from 'react';
import { useSitePageMeta } from '@dpu/ui';
export function MovedCheckPage() {
  useSitePageMeta('迁移校验', { withoutCompany: true, description: '从新地址加载的招聘页。' });
  const [count, setCount] = useState(0);
  return (
    <section data-testid="moved-check-page">
      <h1>迁移校验 MOVED-1</h1>
      <button type="button" onClick={() => setCount(count + 1)}>点击 {count}</button>
    </section>
  );
}
`,
  routes: [{ path: NEW_PAGE, page: 'moved/moved-check-page', head: { title: '迁移校验' } }],
};

/** Opens the home page and waits until the service worker controls it. */
async function openControlled(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Requests for careers files: from the site's own origin, and those the worker made itself. */
function watchCareers(context: BrowserContext, siteUrl: string, cdnUrl: string) {
  const fromSite: string[] = [];
  const byWorker: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${siteUrl}/remotes/careers/`)) fromSite.push(url);
    if (url.startsWith(cdnUrl) && request.serviceWorker()) byWorker.push(url);
  });
  return { fromSite, byWorker };
}

test.describe('a remote moved to another origin, with the service worker installed', () => {
  test.describe.configure({ timeout: 240_000 });
  const deployed = deployRemoteWithPage('careers', MOVED_CHECK_PAGE, { site: 10, cdn: 11 });

  test('when remotes.json moves mfe-careers after the worker is installed, then careers pages load and hydrate from the new origin, and an open tab reaches the new page', async ({
    context,
  }) => {
    const { site, cdn } = deployed;
    const opened = await context.newPage();
    await openControlled(opened, site.url);
    await opened.getByTestId('site-footer').waitFor();
    expect((await fetch(`${site.url}${NEW_PAGE}`, { redirect: 'manual' })).status).toBe(302);

    deployed.switchIn();
    const careers = watchCareers(context, site.url, cdn.url);

    // a new tab of the same browser: the worker installed before the switch controls it
    const fresh = await context.newPage();
    await fresh.goto(`${site.url}${JOB_APPLY}`);
    await expect(fresh.getByRole('form', { name: '职位申请表单' })).toBeVisible();
    await expect(fresh.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect(await fresh.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(fresh.getByText(PART_FAILED)).toHaveCount(0);
    expect(cdn.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));

    const served = await (await fetch(`${site.url}${NEW_PAGE}`)).text();
    expect(served).toContain('迁移校验 MOVED-1');
    await fresh.goto(`${site.url}${NEW_PAGE}`);
    await expect(fresh.getByTestId('moved-check-page')).toBeVisible();
    await expect(fresh.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await fresh.getByRole('button', { name: '点击 0' }).click();
    await expect(fresh.getByRole('button', { name: '点击 1' })).toBeVisible();

    // the tab opened before the switch: its route table has no such page, so it asks the
    // server (a full load) instead of going home, as a link of the new build would
    await opened.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, NEW_PAGE);
    await expect(opened).toHaveURL(`${site.url}${NEW_PAGE}`);
    await expect(opened.getByTestId('moved-check-page')).toBeVisible();
    await expect(opened.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await opened.getByRole('button', { name: '点击 0' }).click();
    await expect(opened.getByRole('button', { name: '点击 1' })).toBeVisible();
    await expect(opened.getByText(PART_FAILED)).toHaveCount(0);

    expect(careers.fromSite).toEqual([]);
    expect(careers.byWorker).toEqual([]);
  });
});
