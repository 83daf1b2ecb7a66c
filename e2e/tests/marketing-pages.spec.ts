import { expect, test } from '../support/fixtures';
import { openTitled } from '../support/visit';

// Marketing pages over the composed production build and the real content API.

test('when a visitor opens the home page, then its banner, products and call to action show', async ({
  page,
}) => {
  await page.goto('/');
  const home = page.getByTestId('home-page');
  await expect(home).toBeVisible();
  await expect(home.getByRole('heading', { level: 1 })).toHaveText('让数据流动更高效');
  await expect(home.getByRole('heading', { name: '产品体系' })).toBeVisible();
  await expect(home.getByRole('link', { name: /CONFLUX-2200E/ }).first()).toHaveAttribute(
    'href',
    '/product/conflux2200E',
  );
  await expect(home.getByRole('link', { name: '合作咨询' })).toHaveAttribute('href', '/contact');
  await expect(page).toHaveTitle(/首页/);
});

test('when a case page opens, then the case story, its results and the products it used show', async ({
  page,
}) => {
  const main = await openTitled(page, '/case/bareMetalServices', '裸金属云服务');
  await expect(main.getByRole('heading', { name: '客户背景' })).toBeVisible();
  await expect(main.getByRole('list', { name: '项目成效' })).toContainText('分钟级');
  await expect(main.getByRole('link', { name: 'CONFLUX-2200E' })).toHaveAttribute(
    'href',
    '/product/conflux2200E',
  );
  await expect(page).toHaveTitle(/裸金属云服务/);
});

test('when a solution page opens, then its advantages and architecture show and related cases link on', async ({
  page,
}) => {
  const main = await openTitled(page, '/solution/losslessNetwork', '无损网络解决方案');
  await expect(main.getByRole('heading', { name: '硬件 RDMA' })).toBeVisible();
  await expect(main.getByRole('heading', { name: '方案架构' })).toBeVisible();
  await main.getByRole('list', { name: '相关案例' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/case\//);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when the route guide opens at #Wuhan, then the page scrolls to the Wuhan site', async ({
  page,
}) => {
  await page.goto('/about/routeguide#Wuhan');
  const wuhan = page.locator('#Wuhan');
  await expect(wuhan.getByRole('heading', { name: '武汉研发中心' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.locator('#Beijing').getByRole('heading')).not.toBeInViewport();
});

test('when an executive page opens, then the name and position show', async ({ page }) => {
  await page.goto('/about/leadership/zhouqihang');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: '周启航' })).toBeVisible();
  await expect(main.getByText('联合创始人、首席技术官').first()).toBeVisible();
});

test('when a leader slug does not exist, then the 404 page shows with a way home', async ({
  page,
}) => {
  await page.goto('/about/leadership/nobody-here');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('when the CONFLUX-2200E video is opened, then its page shows and a missing file does not break it', async ({
  page,
}) => {
  const main = await openTitled(
    page,
    '/video/video_detail?id=289',
    'CONFLUX-2200E 弹性网络 DPU 卡产品介绍',
  );
  // the video file is published separately; until it is, the player says so
  const player = main.locator('video');
  const message = main.getByText('视频暂时无法播放，请稍后再试。');
  await expect(player.or(message)).toBeVisible();
});

// Issue 26: a visitor's first screen shows the product or subject, drawn from the product's
// hardware facts, at phone and desktop width (not a flat icon in a box).
const FIRST_SCREENS: Record<string, string> = {
  '/': 'K2-Pro',
  '/case/bigData': 'CONFLUX-2200P',
  '/solution/DPU': 'K2-Pro',
  '/whitepaper/dpu': 'K2-Pro',
  '/news/newsCenter': 'HADOS',
};

for (const width of [390, 1440]) {
  test(`when a page of each type opens ${width} px wide, then its first screen shows the product drawing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    for (const [url, product] of Object.entries(FIRST_SCREENS)) {
      await page.goto(url);
      const art = page.getByRole('main').getByTestId('product-art').first();
      await expect(art, url).toBeInViewport({ ratio: 1 });
      // the board, chip or platform prints the product's name
      await expect(art, url).toContainText(product);
      await expect(page.getByRole('main').locator('header img'), url).toHaveCount(0);
    }
  });
}
