import { expect, test } from '../support/fixtures';
import { copyOfRemote, remotesFile } from '../support/remote-copy';
import { startSiteServer, type SiteServer } from '../support/site-server';
import { startStaticServer } from '../support/static-server';

// A team ships a remote by publishing its folder anywhere and changing one URL in
// remotes.json; the shell is not rebuilt.
test.describe('remotes.json', () => {
  let site: SiteServer;
  let cdn: Awaited<ReturnType<typeof startStaticServer>>;

  test.beforeAll(async ({ workerPort }) => {
    // a server of its own: its start on a busy machine may take E2E_SERVER_START_MS
    test.setTimeout(150_000);
    cdn = await startStaticServer(copyOfRemote('products'), workerPort(3));
    site = await startSiteServer(workerPort(2), {
      REMOTES_CONFIG: remotesFile({ products: `${cdn.url}/mf-manifest.json` }),
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await cdn?.close();
  });

  test('when remotes.json points one remote at a second copy, then the shell loads that copy', async ({
    page,
  }) => {
    const config = await (await fetch(`${site.url}/mf/remotes.json`)).json();
    expect(config.products).toBe(`${cdn.url}/mf-manifest.json`);
    expect(config.marketing).toBe('/remotes/marketing/mf-manifest.json');

    const fromSite: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${site.url}/remotes/products/`)) fromSite.push(request.url());
    });
    // A product page hydrates at load, so its remote is fetched on the first visit (the
    // product system page is links only and loads no remote until the visitor navigates).
    await page.goto(`${site.url}/product/conflux2200E`);
    await expect(page.getByTestId('product-page')).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect(cdn.requests).toContain('/mf-manifest.json');
    expect(cdn.requests).toContain('/remoteEntry.js');
    expect(fromSite).toEqual([]);

    await page.goto(`${site.url}/`);
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
});
