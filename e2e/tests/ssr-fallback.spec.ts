import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { copyOfRemote, remotesFile } from '../support/remote-copy';
import { startSiteServer, type SiteServer } from '../support/site-server';
import { startStaticServer } from '../support/static-server';

// A remote whose Node build throws or never answers costs only its own part of the page
// on the server: the page still answers 200 and that part renders in the browser.

for (const failure of ['throws', 'hangs'] as const) {
  test.describe(`a remote whose server build ${failure}`, () => {
    let site: SiteServer;
    let cdn: Awaited<ReturnType<typeof startStaticServer>>;

    test.beforeAll(async ({ workerPort }) => {
      test.setTimeout(90_000);
      const copy = copyOfRemote('products');
      if (failure === 'throws') {
        writeFileSync(path.join(copy, 'server/remoteEntry.js'), 'throw new Error("broken build");');
        rmSync(path.join(copy, 'server/remoteEntry.js.gz'), { force: true });
      }
      const port = workerPort(failure === 'throws' ? 4 : 6);
      cdn = await startStaticServer(copy, port + 1, {
        hang: (pathname) => failure === 'hangs' && pathname.startsWith('/server/'),
      });
      site = await startSiteServer(port, {
        REMOTES_CONFIG: remotesFile({ products: `${cdn.url}/mf-manifest.json` }),
        SSR_BUDGET_MS: '1500',
      });
    });

    test.afterAll(async () => {
      await site?.stop();
      await cdn?.close();
    });

    test('when its page is requested, then it answers 200 and the browser renders that part', async ({
      page,
    }) => {
      const response = await fetch(`${site.url}/product/conflux2200E`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-testid="site-header"');
      expect(html).not.toContain('data-testid="product-page"');

      await page.goto(`${site.url}/product/conflux2200E`);
      await expect(page.getByTestId('product-page')).toBeVisible();
      await expect(page.getByRole('heading', { name: /2200E/ }).first()).toBeVisible();
    });

    test('when another remote’s page is requested, then it is rendered on the server as usual', async () => {
      const html = await (await fetch(`${site.url}/about`)).text();
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      expect(main.length).toBeGreaterThan(200);
      expect(main).not.toContain('aria-busy="true"');
    });
  });
}
