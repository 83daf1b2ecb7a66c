import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectPlays } from '../support/video';

// Pages with nothing to operate but links are not hydrated on a first visit, nor is their
// remote loaded; the header's menus and the footer wait for a navigation too
// (docs/composition.md). Their links still navigate in the browser, and every kind of page
// reached that way works: forms, players, dialogs, menus.

/** Opens a page and marks the window: a full page load would drop the mark. */
async function openServerPage(page: Page, path: string): Promise<{ remoteLoaded: () => boolean }> {
  let remoteLoaded = false;
  page.on('request', (request) => {
    if (/\/remotes\/[^/]+\/remoteEntry\.js/.test(request.url())) remoteLoaded = true;
  });
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return { remoteLoaded: () => remoteLoaded };
}

async function expectSameDocument(page: Page, path: RegExp): Promise<void> {
  await expect(page).toHaveURL(path);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('when a link of a page never hydrated is followed, then the next page opens in the browser and its form works', async ({
    page,
  }) => {
    const visit = await openServerPage(page, '/solution/DPU');
    // the page has nothing to operate: its remote is not even loaded
    expect(visit.remoteLoaded()).toBe(false);

    await page.getByRole('main').getByRole('link', { name: '合作咨询' }).first().click();
    await expectSameDocument(page, /\/contact$/);
    const form = page.getByRole('form', { name: '合作咨询表单' });
    await form.getByLabel('姓名').fill('王小明');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    // the form's own validation answers, in Chinese
    await expect(form.getByText('请输入公司名称')).toBeVisible();
    await expect(form.getByLabel('姓名')).toHaveValue('王小明');
  });

  test("when a header menu's entry is followed before anything was hydrated, then the product page opens and its video plays", async ({
    page,
  }) => {
    await openServerPage(page, '/news/newsCenter');
    const nav = page.getByTestId('site-header').getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '产品体系', exact: true }).hover();
    await nav
      .getByRole('link', { name: /CONFLUX\s*®\s*-2200E/ })
      .first()
      .click();
    await expectSameDocument(page, /\/product\/conflux2200E$/);
    await expectPlays(page.getByTestId('product-video-player'));
  });

  test('when the home page, never hydrated, is operated, then its carousel turns and its links open pages in the browser', async ({
    page,
  }) => {
    const visit = await openServerPage(page, '/');
    // links and a carousel only: the marketing remote is not loaded (issue 25)
    expect(visit.remoteLoaded()).toBe(false);
    const hero = page.getByRole('region', { name: '焦点图' });
    const dots = hero.locator('button[data-slide-dot]');
    expect(await dots.count()).toBeGreaterThan(1);
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(hero.locator('[data-slide="0"][data-slide-text]')).toBeHidden();
    await expect(hero.locator('[data-slide="1"][data-slide-text]')).toBeVisible();

    // a product card of the unhydrated page: the product page opens and its video plays
    await page
      .getByTestId('home-page')
      .getByRole('link', { name: /CONFLUX\s*®?\s*-?2200E/ })
      .first()
      .click();
    await expectSameDocument(page, /\/product\/conflux2200E$/);
    await expectPlays(page.getByTestId('product-video-player'));
    expect(visit.remoteLoaded()).toBe(true);

    // back home: rendered in the browser this time, its carousel works the same
    await page.goBack();
    await expectSameDocument(page, /\/$/);
    const again = page.getByRole('region', { name: '焦点图' }).locator('button[data-slide-dot]');
    await again.nth(2).click();
    await expect(again.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('region', { name: '焦点图' }).locator('[data-slide="2"][data-slide-text]'),
    ).toBeVisible();
  });

  test('when a footer link and a list entry are followed, then each page opens in the browser', async ({
    page,
  }) => {
    await openServerPage(page, '/news/newsCenter');
    await page.getByRole('list', { name: '新闻列表' }).getByRole('link').first().click();
    await expectSameDocument(page, /\/news\/newsDetails\?id=/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: '来访指南' }).click();
    await expectSameDocument(page, /\/about\/routeguide$/);
  });

  test('when customer support is opened from a page never hydrated, then its dialog works', async ({
    page,
    request,
  }) => {
    // a customer without rights to the product: the dialog offers buying or certifying
    const email = `e2e-nav-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const answer = await request.post('/api/user/register', {
      data: { userName: '测试客户', email, password: 'Test12345' },
    });
    const token = ((await answer.json()) as { data: { token: string } }).data.token;
    await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
    await openServerPage(page, '/about/companyhistory');
    // logged in once the login-status check has answered
    await expect(page.getByTestId('header-buttons')).toContainText('测试客户');
    await page.getByTestId('header-buttons').getByRole('button', { name: '客户支持' }).click();
    await expectSameDocument(page, /\/productStack/);
    await page.getByRole('button', { name: /^CONFLUX-2200P (驱动与手册|购买或认证)$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when an entry of the phone menu is followed, then that page opens in the browser', async ({
    page,
  }) => {
    await openServerPage(page, '/case/database');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: /解决方案/ }).click();
    await menu.getByRole('link', { name: '云安全' }).click();
    await expectSameDocument(page, /\/solution\/cloudSecurity$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
