import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// docs/site.md §2 'Product detail pages', §9 'Product pages' over the composed production build.

// issue 26: what a buyer needs follows the sections of docs/site.md §2 on every product page
const BUYER_SECTIONS = ['ordering', 'compare', 'downloads', 'related', 'cta'];

/** Opens a product page and reads the order of its sections (banner, breadcrumbs, …). */
async function openProductSections(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('product-page')).toBeVisible();
  return page
    .locator('[data-testid^="product-section-"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-testid')?.replace('product-section-', '')),
    );
}

test('when a visitor opens /product/conflux2200E, then the sections of docs/site.md §2 come in order', async ({
  page,
}) => {
  expect(await openProductSections(page, '/product/conflux2200E')).toEqual([
    'banner',
    'breadcrumbs',
    'profile',
    'video',
    'highlights',
    'applications',
    'specs',
    'advantages',
    ...BUYER_SECTIONS,
  ]);
  const banner = page.getByTestId('product-section-banner');
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText('弹性网络DPU卡');
  await expect(banner).toContainText('CONFLUX®-2200E');
  await expect(page.getByTestId('application-card')).toHaveCount(4);
  await expect(page.getByTestId('advantage-card')).toHaveCount(3);
  await expect(page.getByTestId('product-section-profile')).toContainText(
    '25GE、40GE 和 100GE 端口',
  );
  await expect(page.getByTestId('product-section-profile')).toContainText(
    '最多支持 256 个 VF 设备',
  );
  await expect(page.getByTestId('product-section-profile')).toContainText('百万级硬件流表');
  await expect(page.getByRole('img', { name: '图：CONFLUX-2200E 系统架构' })).toBeVisible();
  // the video block is there whether or not video 289 has been published yet
  await expect(page.locator('[data-video-id="289"]')).toBeVisible();
});

test('when the 2200E banner shows, then consultation, buy and the title follow docs/site.md §2', async ({
  page,
}) => {
  await page.goto('/product/conflux2200E');
  const banner = page.getByTestId('product-section-banner');
  await expect(banner.getByRole('link', { name: '合作咨询' })).toHaveAttribute(
    'href',
    '/contact?interested=conflux2200E',
  );
  const buy = banner.getByRole('link', { name: '购买' });
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('href', /^https:\/\//);
  await expect(page).toHaveTitle(/\|产品体系$/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /CONFLUX-2200E/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /256 个 VF/);

  await page
    .getByTestId('product-section-breadcrumbs')
    .getByRole('link', { name: '产品体系' })
    .click();
  await expect(page.getByTestId('product-system-page')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/product');
});

test('when the 2200E handbook link is used, then a PDF downloads without logging in', async ({
  page,
}) => {
  await page.goto('/product/conflux2200E');
  const link = page.getByTestId('product-section-banner').getByRole('link', { name: '下载手册' });
  await expect(link).toHaveAttribute('href', '/api/file/pdf/conflux2200E');
  const probe = await page.request.get('/api/file/pdf/conflux2200E');
  expect(probe.status()).toBe(200);
  expect(probe.headers()['content-type']).toContain('application/pdf');
  expect((await probe.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(file)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  // docs/decisions.md: the pdf key and pdfId 4591 address the same file
  const byId = await page.request.get('/api/file/download/4591');
  expect((await byId.body()).equals(await probe.body())).toBe(true);
});

test('when the 2200P handbook is fetched by pdf key and by pdfId 5543, then both give the same public PDF', async ({
  request,
}) => {
  const byKey = await request.get('/api/file/pdf/conflux2200P');
  const byId = await request.get('/api/file/download/5543');
  expect(byKey.status()).toBe(200);
  expect(byKey.headers()['content-type']).toContain('application/pdf');
  expect((await byKey.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect((await byId.body()).equals(await byKey.body())).toBe(true);
});

test('when a visitor opens /product/conflux2200P, then it differs from 2200E as docs/site.md §2 says', async ({
  page,
}) => {
  expect(await openProductSections(page, '/product/conflux2200P')).toEqual([
    'banner',
    'breadcrumbs',
    'profile',
    'highlights',
    'applications',
    'specs',
    ...BUYER_SECTIONS,
  ]);
  const banner = page.getByTestId('product-section-banner');
  await expect(banner.getByRole('link', { name: '购买' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: '合作咨询' })).toHaveAttribute(
    'href',
    '/contact?interested=conflux2200P',
  );
  await expect(banner.getByRole('link', { name: '下载手册' })).toHaveAttribute(
    'href',
    '/api/file/pdf/conflux2200P',
  );
  await expect(page.getByTestId('spec-sheet')).toBeVisible();
  await expect(page.getByRole('heading', { name: '产品兼容性' })).toBeVisible();
  await expect(page.getByTestId('advantage-card')).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
  const profile = page.getByTestId('product-section-profile');
  await expect(profile).toContainText('10/25/40/100GE 端口');
  await expect(profile).toContainText('128 个 SR-IOV VF');
  await expect(profile).toContainText('存储时延降低 50% 以上');
});

test('when the product-system landing opens, then every group links to its product pages', async ({
  page,
}) => {
  await page.goto('/product');
  const groups = page.getByTestId('product-group');
  await expect(groups).toHaveCount(4);
  await expect(groups.nth(0).getByRole('heading', { level: 2 })).toHaveText('DPU芯片');
  // the six 2200 cards; SWIFT-NDPP is listed once, with the development platforms
  await expect(groups.nth(1).getByRole('link')).toHaveCount(6);
  await expect(page.getByTestId('product-card-ndpp')).toHaveCount(1);
  await page.getByTestId('product-card-conflux2200P').first().click();
  await expect(page.getByTestId('product-page')).toHaveAttribute('data-product', 'conflux2200P');
});

for (const [path, key] of [
  ['/dpu/K2-Pro', 'K2-Pro'],
  ['/ipcore/swiftip1900t', 'swiftip1900t'],
  ['/ipcore/swiftip1900u', 'swiftip1900u'],
  ['/product/devops', 'devops'],
  ['/product/DNDP', 'DNDP'],
  ['/product/ndpp', 'ndpp'],
  ['/product/swift2200N', 'swift2200N'],
  ['/product/flexflow2200T', 'flexflow2200T'],
  ['/product/flexflow2200R', 'flexflow2200R'],
  ['/product/conflux2200D', 'conflux2200D'],
] as const) {
  test(`when ${path} opens, then its product page renders from content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-product', key);
    await expect(
      page.getByTestId('product-section-banner').getByRole('heading', { level: 1 }),
    ).not.toBeEmpty();
    await expect(page.getByTestId('highlight-card').first()).toBeVisible();
    const handbook = page
      .getByTestId('product-section-banner')
      .getByRole('link', { name: '下载手册' });
    await expect(handbook).toHaveAttribute('href', `/api/file/pdf/${key}`);
    const pdf = await page.request.get(`/api/file/pdf/${key}`);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
}

test('when the chip landing /dpu opens, then it links to K2-Pro', async ({ page }) => {
  await page.goto('/dpu');
  await expect(page.getByTestId('chip-landing-page')).toBeVisible();
  await page.getByTestId('product-card-K2-Pro').click();
  await expect(page).toHaveURL(/\/dpu\/K2-Pro$/);
});

test('when a phone-sized screen shows the highlights, then they are a 2-column grid of icon and title only', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/product/conflux2200E');
  const cards = page.getByTestId('highlight-card');
  await expect(cards.first()).toBeVisible();
  const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(a && b && Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(a && b && b.x).toBeGreaterThan((a?.x ?? 0) + (a?.width ?? 0) - 1);
  await expect(cards.first().locator('svg')).toBeVisible();
  await expect(cards.first().getByRole('heading')).toBeVisible();
  await expect(cards.first().locator('p')).toBeHidden();
  await context.close();
});

test('when video 289 is published but its file cannot play, then the 2200E page shows a note instead of a broken player', async ({
  page,
}) => {
  // the page arrives with video 289 already in it (rendered on the server): its file is what
  // fails here, as a missing or broken upload would
  await page.route('**/data/file/video/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/product/conflux2200E');
  const player = page.getByTestId('product-video-player');
  await expect(player).toBeVisible();
  // as a visitor would: the section below the fold comes alive as it scrolls into view
  await player.scrollIntoViewIfNeeded();
  await player.evaluate((video: HTMLVideoElement) => {
    video.load();
    return video.play().catch(() => undefined);
  });
  await expect(page.getByTestId('product-video-fallback')).toContainText('视频暂时无法播放');
});

test('when the product pages render, then they break no CSP rule', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __csp: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ['/product', '/product/conflux2200E', '/product/conflux2200P', '/dpu']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  }
});

test('when a buyer reads the 2200E page, then part numbers, the 2200 family, downloads, related pages and a closing CTA are there; a gated download goes through login', async ({
  page,
}) => {
  await page.goto('/product/conflux2200E');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const ordering = page.getByTestId('product-section-ordering');
  await expect(ordering.getByRole('rowheader', { name: 'XT-CF2200E-2Q28-LP' })).toBeVisible();
  const compare = page.getByRole('region', { name: '2200 系列对比' });
  await expect(compare.getByRole('columnheader')).toHaveCount(6);
  await expect(compare.getByRole('link', { name: 'FLEXFLOW-2200R' })).toHaveAttribute(
    'href',
    '/product/flexflow2200R',
  );
  const downloads = page.getByTestId('product-section-downloads');
  const handbook = downloads.getByRole('link', { name: 'CONFLUX-2200E 产品手册 下载' });
  const answer = await page.request.get((await handbook.getAttribute('href')) ?? '');
  expect(answer.headers()['content-type']).toContain('application/pdf');
  await expect(page.getByTestId('product-section-related').getByRole('link')).not.toHaveCount(0);
  await expect(
    page.getByTestId('product-section-cta').getByRole('link', { name: '联系销售' }),
  ).toHaveAttribute('href', '/contact?interested=conflux2200E');

  await downloads.getByRole('link', { name: 'CONFLUX-2200E Linux 驱动程序 客户专区获取' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when the architecture diagram shows, then it reflows with labels at reading size', async ({
    page,
  }) => {
    await page.goto('/product/conflux2200E');
    const diagram = page.getByTestId('architecture-diagram');
    await expect(diagram).toBeVisible();
    const sizes = await diagram
      .locator('li')
      .evaluateAll((blocks) => blocks.map((block) => parseFloat(getComputedStyle(block).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13);
    const box = await diagram.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  });
});
