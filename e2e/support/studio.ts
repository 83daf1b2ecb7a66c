import { expect, type Page } from '@playwright/test';

// Steps of the content studio (/staff) that the studio specs take the same way.

/** 新建<kind>: names the new document and its slug, and waits for its editor to open. */
export async function createStudioDocument(
  page: Page,
  kind: string,
  title: string,
  slug: string,
): Promise<void> {
  await page.getByRole('button', { name: `新建${kind}` }).click();
  const dialog = page.getByRole('dialog', { name: `新建${kind}` });
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('文件名（网址中的名称）').fill(slug);
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** Waits for the auto-save to settle. */
export async function draftSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveText('已保存');
}

const PUBLISHED = '已发布，访客现在看到的是这个版本';

/**
 * 发布 the draft and wait for the studio to say visitors now see it. A previous publish's
 * message stays 3 s: it must be gone first, or it would be taken for this one's.
 */
export async function publishDraft(page: Page): Promise<void> {
  await expect(page.getByText(PUBLISHED)).toHaveCount(0);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText(PUBLISHED)).toBeVisible();
}
