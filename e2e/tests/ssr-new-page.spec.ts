import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { runBuild } from '../support/build-remote';
import { remotesFile } from '../support/remote-copy';
import { repoRoot, startSiteServer, type SiteServer } from '../support/site-server';
import { startStaticServer } from '../support/static-server';

// The promise of the composition: a team adds a page to its remote and deploys that remote
// alone. A real second build of mfe-products, with a public page and a protected one,
// served from another folder and switched in through remotes.json: no rebuild or restart of
// the shell or the server, and the page is reachable, rendered on the server, guarded when
// protected, tracked under its name and listed in the sitemap.

const work = path.join(repoRoot, 'e2e/.tmp/mfe-products-next');

/** The products remote's source with two pages added, built like any deploy. */
async function buildNextProducts(): Promise<string> {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const entry of ['src', 'mf.config.ts', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(repoRoot, 'mfe-products', entry), path.join(work, entry), { recursive: true });
  }
  // a page module under src/features, named after its component, and two routes naming it
  mkdirSync(path.join(work, 'src/features/preview'), { recursive: true });
  writeFileSync(
    path.join(work, 'src/features/preview/preview-page.tsx'),
    `import { useSitePageMeta } from '@dpu/ui';
export function PreviewPage({ text }: { text: string }) {
  useSitePageMeta(text, { withoutCompany: true, description: '一张尚未发布的新卡的预览页。' });
  return <section data-testid="preview-page"><h1>{text}</h1><p>预览内容</p></section>;
}
`,
  );
  const routesFile = path.join(work, 'src/routes.json');
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as unknown[];
  routes.push(
    {
      path: '/product/preview-card',
      page: 'preview/preview-page',
      props: { text: '新卡预览 PREVIEW-1' },
      head: { title: '新卡预览' },
      sitemap: true,
    },
    {
      path: '/productStack/preview-card',
      page: 'preview/preview-page',
      props: { text: '新卡资料' },
      protected: true,
      head: { title: '新卡资料' },
    },
  );
  writeFileSync(routesFile, JSON.stringify(routes, null, 2));
  await runBuild(work);
  const dist = path.join(work, 'dist');
  if (!existsSync(path.join(dist, 'server/remoteEntry.js'))) throw new Error('no server build');
  return dist;
}

test.describe('a page added by deploying one remote', () => {
  test.describe.configure({ timeout: 240_000 });
  let site: SiteServer;
  let cdn: Awaited<ReturnType<typeof startStaticServer>>;
  let config: string;

  test.beforeAll(async ({ workerPort }) => {
    test.setTimeout(240_000);
    const dist = await buildNextProducts();
    cdn = await startStaticServer(dist, workerPort(9));
    config = remotesFile({});
    site = await startSiteServer(workerPort(8), { REMOTES_CONFIG: config });
  });

  test.afterAll(async () => {
    await site?.stop();
    await cdn?.close();
    rmSync(work, { recursive: true, force: true });
  });

  test('when remotes.json switches to the new build, then the page is served, guarded, tracked and listed', async ({
    page,
  }) => {
    expect((await fetch(`${site.url}/product/preview-card`, { redirect: 'manual' })).status).toBe(
      302,
    );
    writeFileSync(config, JSON.stringify({ products: `${cdn.url}/mf-manifest.json` }));

    const response = await fetch(`${site.url}/product/preview-card`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('新卡预览 PREVIEW-1');
    expect(html).toContain('<title>新卡预览 PREVIEW-1</title>');

    const records: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/trackware/front')) records.push(request.postData() ?? '');
    });
    await page.goto(`${site.url}/product/preview-card`);
    await expect(page.getByTestId('preview-page')).toBeVisible();
    await expect.poll(() => records.join('\n')).toContain('product-preview-card');

    await page.goto(`${site.url}/productStack/preview-card`);
    await expect(page).toHaveURL(/\/login$/);

    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/product/preview-card</loc>');
    expect(sitemap).not.toContain('/productStack/preview-card');
  });
});
