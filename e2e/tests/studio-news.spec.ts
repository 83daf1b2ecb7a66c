import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createStudioDocument, draftSaved, publishDraft } from '../support/studio';
import { binStudioDocuments, invitedStaff, openConsole } from './staff-helpers';

// Content studio (issue 23): a staff editor writes a news article in /staff with an image of
// the media library, previews the draft on the real page at phone width, publishes it, and
// anonymous visitors find it in the news centre, on its page, in the sitemap and in search;
// after 回滚 visitors get the older version. The editor is a 市场 staff account that 管理员
// invited (its password set through 找回密码, as an invitee does).

const stamp = Date.now().toString(36);
const SLUG = `e2e-studio-${stamp}`;
const FIRST = `工作台发布测试新闻 ${stamp}`;
const SECOND = `工作台修改后的新闻 ${stamp}`;
const ALT = `测试芯片图 ${stamp}`;
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#c8102e"/></svg>';

async function uploadImage(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.post('/api/admin/media', {
    headers: { UserToken: token },
    multipart: {
      alt: ALT,
      file: { name: 'chip.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) },
    },
  });
  const body = (await answer.json()) as { code: string; data: { id: number } };
  expect(body.code, JSON.stringify(body)).toBe('200');
  return body.data.id;
}

/** What an anonymous visitor's detail page shows as its title. */
async function visitorHeading(page: Page) {
  await page.goto(`/news/newsDetails?id=${SLUG}`);
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

test.afterAll(async ({ request }) => {
  await binStudioDocuments(request, 'news', SLUG);
});

test('when an editor writes, previews, publishes and rolls back a news article, then visitors see each published version', async ({
  page,
  browser,
  request,
  site,
}) => {
  test.setTimeout(180_000);
  const editor = await invitedStaff(request, site, ['marketing'], '市场编辑');
  const token = editor.token;
  const mediaId = await uploadImage(request, token);

  // write: a new article, fields from the schema's form, an image from the media library
  await openConsole(page, token, 'studio-marketing');
  await createStudioDocument(page, '新闻', FIRST, SLUG);
  await page.getByLabel('发布日期').fill('2026-11-26');
  await page.getByLabel('摘要').fill(`${FIRST}的摘要`);
  const body = page.getByRole('textbox', { name: '正文' });
  await body.fill('工作台写下的第一段正文。');
  await page
    .getByRole('toolbar', { name: '正文格式' })
    .getByRole('button', { name: '图片' })
    .click();
  await page.getByRole('dialog', { name: '媒体库' }).getByRole('button', { name: ALT }).click();
  await expect(body).toHaveValue(new RegExp(`!\\[${ALT}\\]\\(media:${mediaId}\\)`));
  await draftSaved(page);

  // preview: the draft on the real page, at a phone's width
  await page.getByText('手机 390px').click();
  const frame = page.getByTitle('实时预览');
  await expect(frame).toHaveAttribute('src', /preview=/);
  expect((await frame.boundingBox())?.width).toBeLessThanOrEqual(392);
  const preview = page.frameLocator('iframe[title="实时预览"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(FIRST);
  await expect(
    preview.locator(`picture source[type="image/avif"][srcset*="/api/media/${mediaId}/"]`),
  ).toBeAttached();
  await expect(preview.getByRole('img', { name: ALT })).toBeAttached();

  // not live before 发布
  const visitor = await (await browser.newContext()).newPage();
  const before = await visitor.goto(`/news/newsDetails?id=${SLUG}`);
  expect(before?.status()).toBe(404);

  await publishDraft(page);

  // visitors: the detail page, the news centre, the sitemap, search
  await expect(await visitorHeading(visitor)).toHaveText(FIRST);
  await expect(visitor.getByRole('main').locator(`picture img[alt="${ALT}"]`)).toBeAttached();
  await visitor.goto('/news/newsCenter');
  await expect(
    visitor.getByRole('list', { name: '新闻列表' }).getByRole('link', { name: FIRST }),
  ).toBeVisible();
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/news/newsDetails?id=${SLUG}`);
  await visitor.goto(`/search?q=${encodeURIComponent(stamp)}`);
  await expect(
    visitor.getByRole('main').getByRole('link', { name: new RegExp(FIRST) }),
  ).toBeVisible();

  // a second version, published
  await page.getByLabel('标题').fill(SECOND);
  await draftSaved(page);
  await publishDraft(page);
  await expect(await visitorHeading(visitor)).toHaveText(SECOND);

  // 回滚 to the first published version: visitors get it back
  await page.getByRole('button', { name: '历史版本' }).click();
  const history = page.getByRole('dialog', { name: '历史版本' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(history).toContainText(editor.email);
  await expect(history.getByLabel('版本差异')).toBeVisible();
  await rows.last().getByRole('button', { name: '回滚' }).click();
  // antd's confirmation (its OK button is also named 回滚)
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '回滚' }).click();
  await expect(page.getByText(/已回滚到版本/)).toBeVisible();
  await expect(await visitorHeading(visitor)).toHaveText(FIRST);
});
