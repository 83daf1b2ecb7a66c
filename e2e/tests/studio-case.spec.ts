import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createStudioDocument, draftSaved, publishDraft } from '../support/studio';
import { binStudioDocuments, invitedStaff, openConsole } from './staff-helpers';

// A success case written and published in the studio is a page of the site without a deploy
// (issue 23): the case routes follow published content, so an anonymous visitor gets it
// rendered on the server, finds it in the sitemap and in search and reaches it from there in
// the browser; once 下线, its address answers the site's 404 page. Before it is published, a
// share link shows the draft to a colleague until the editor revokes it.

const stamp = Date.now().toString(36);
const SLUG = `e2eCase${stamp}`;
const TITLE = `工作台发布测试案例 ${stamp}`;

test.afterAll(async ({ request }) => {
  await binStudioDocuments(request, 'cases', SLUG);
});

/** The visitor opens the case's address: its status and the page's level-1 heading. */
async function openCase(visitor: Page) {
  const answer = await visitor.goto(`/case/${SLUG}`);
  return { status: answer?.status(), heading: visitor.getByRole('heading', { level: 1 }) };
}

test('when a 市场 editor publishes a new case, then an anonymous visitor opens it, finds it, and loses it once it is taken down', async ({
  page,
  browser,
  request,
  site,
}) => {
  test.setTimeout(180_000);
  const editor = await invitedStaff(request, site, ['marketing'], '市场编辑');
  const visitor = await (await browser.newContext()).newPage();
  expect((await openCase(visitor)).status).toBe(404);

  await openConsole(page, editor.token, 'studio-marketing');
  await page.getByRole('tab', { name: '成功案例' }).click();
  await createStudioDocument(page, '成功案例', TITLE, SLUG);
  await page.getByLabel('摘要').fill(`${TITLE}：边缘网关的 DPU 卸载`);
  await page.getByLabel('行业').fill('智能制造');
  await page.getByRole('textbox', { name: '正文' }).fill('工作台写下的案例正文。');
  await draftSaved(page);

  // a share link shows the draft to anyone holding it, until the editor revokes it
  await page.getByRole('button', { name: '分享预览' }).click();
  const shared = await page
    .locator('.ant-popover')
    .getByText(/preview=/)
    .textContent();
  const colleague = await (await browser.newContext()).newPage();
  expect((await colleague.goto(shared!))?.status()).toBe(200);
  await expect(colleague.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '撤销分享链接' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '撤销链接' }).click();
  await expect(page.getByText('已撤销，此前的预览链接均已失效')).toBeVisible();
  expect((await colleague.reload())?.status()).toBe(403);
  await expect(colleague.getByText('预览链接无效或已过期')).toBeVisible();
  // the studio's own preview took a new link
  const pane = page.frameLocator('iframe[title="实时预览"]');
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await publishDraft(page);

  // rendered on the server for the first visit
  const opened = await openCase(visitor);
  expect(opened.status).toBe(200);
  await expect(opened.heading).toHaveText(TITLE);
  await expect(visitor.getByRole('main')).toContainText('工作台写下的案例正文。');
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/case/${SLUG}</loc>`);

  // found by search and opened from its result in the browser
  await visitor.goto(`/search?q=${encodeURIComponent(stamp)}`);
  await expect(visitor.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await visitor
    .getByRole('main')
    .getByRole('link', { name: new RegExp(TITLE) })
    .click();
  await expect(visitor).toHaveURL(new RegExp(`/case/${SLUG}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE);

  // 下线: the address is the site's 404 page again, and the sitemap drops it
  await page.getByRole('button', { name: '下线' }).click();
  await expect(page.getByText('已下线，访客不再看到这篇文档')).toBeVisible();
  const gone = await openCase(visitor);
  expect(gone.status).toBe(404);
  await expect(visitor.getByText('This page could not be found')).toBeVisible();
  expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(`/case/${SLUG}<`);
});
