import { deployRemoteWithPage } from '../support/deployed-remote';
import { expect, test } from '../support/fixtures';

// The promise of the composition: a team adds a page to its remote and deploys that remote
// alone. A real second build of mfe-products, with a public page and a protected one,
// served from another folder and switched in through remotes.json: no rebuild or restart of
// the shell or the server, and the page is reachable, rendered on the server, guarded when
// protected, tracked under its name and listed in the sitemap.

/** A page module of the products remote, and two routes naming it: public and protected. */
const PREVIEW_PAGE = {
  module: 'preview/preview-page',
  source: `import { useSitePageMeta } from '@dpu/ui';
export function PreviewPage({ text }: { text: string }) {
  useSitePageMeta(text, { withoutCompany: true, description: '一张尚未发布的新卡的预览页。' });
  return <section data-testid="preview-page"><h1>{text}</h1><p>预览内容</p></section>;
}
`,
  routes: [
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
  ],
};

test.describe('a page added by deploying one remote', () => {
  test.describe.configure({ timeout: 240_000 });
  const deployed = deployRemoteWithPage('products', PREVIEW_PAGE, { site: 8, cdn: 9 });

  test('when remotes.json switches to the new build, then the page is served, guarded, tracked and listed', async ({
    page,
  }) => {
    const { site } = deployed;
    expect((await fetch(`${site.url}/product/preview-card`, { redirect: 'manual' })).status).toBe(
      302,
    );
    deployed.switchIn();

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
