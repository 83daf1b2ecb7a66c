import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// News list → detail → next: the content query engine's sortBy, skip/limit and surround.

/** The first page of the news list: six items, their titles newest first. */
async function openNewsList(page: Page) {
  await page.goto('/news/newsCenter');
  const list = page.getByRole('list', { name: '新闻列表' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  return { list, titles: await list.getByRole('heading').allTextContents() };
}

test('when a visitor goes from the news list to an item and on to the next, then items follow newest first', async ({
  page,
}) => {
  const { list, titles } = await openNewsList(page);
  expect(titles[0]).toBe('HADOS 开发平台 2.0 发布');
  expect(titles[1]).toBe('2026 届校园招聘正式启动');

  await list.getByRole('link', { name: titles[0]! }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(titles[0]!);
  const around = main.getByRole('navigation', { name: '上一篇和下一篇' });
  await expect(around).toContainText('上一篇：没有了');

  await around.getByRole('link', { name: titles[1]! }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(titles[1]!);
  await expect(page).toHaveURL(/\/news\/newsDetails\?id=campus-recruiting-2026$/);
  await expect(main.getByRole('navigation', { name: '上一篇和下一篇' })).toContainText(
    `上一篇：${titles[0]}`,
  );
});

test('when the second page of news is opened, then it continues where the first ended', async ({
  page,
}) => {
  const { list, titles: first } = await openNewsList(page);
  await page
    .getByRole('navigation', { name: '分页' })
    .getByRole('link', { name: '下一页' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(list.getByRole('heading').first()).not.toHaveText(first[0]!);
  const second = await list.getByRole('heading').allTextContents();
  expect(second.filter((t) => first.includes(t))).toEqual([]);
});
