import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { watchPage } from '../support/page-checks';
import { exampleUrls, siteRoutes } from '../support/site-routes';

// Every public page arrives as HTML: fetched without running any script it already holds
// its own text, title and description (that hydration then logs no error and changes no
// visible text is checked in the same load as the page's other checks: every-route.spec.ts).

// The certification page asks an anonymous visitor to log in first (it is not protected by
// the guard, the page itself sends them to /login), so its visible text is bound to change.
const LOGIN_FIRST = ['/productStack/customerVerify'];
const publicRoutes = siteRoutes().filter(
  (route) => !route.protected && route.app !== 'shell' && !LOGIN_FIRST.includes(route.path),
);

function between(html: string, pattern: RegExp): string {
  return pattern.exec(html)?.[1] ?? '';
}

function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

for (const url of publicRoutes.flatMap(exampleUrls)) {
  test(`when ${url} is fetched without scripts, then its HTML holds its text, title and description`, async ({
    request,
  }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = between(html, /<title>([^<]*)<\/title>/);
    const description = between(html, /<meta name="description" content="([^"]*)"/);
    const main = textOf(between(html, /<main[^>]*>([\s\S]*)<\/main>/));
    expect(title).not.toMatch(/^(Loading…)?$/);
    expect(description.length).toBeGreaterThan(10);
    expect(main.length).toBeGreaterThan(40);
    expect(between(html, /<main[^>]*>([\s\S]*)<\/main>/)).not.toContain('aria-busy="true"');
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+">/);
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
  });
}

test('when the product pages are fetched, then each has a title of its own', async ({
  request,
}) => {
  const products = publicRoutes.filter((route) => /^\/(product|dpu|ipcore)\/./.test(route.path));
  const seen = new Set<string>();
  for (const route of products) {
    const html = await (await request.get(route.path)).text();
    const title = between(html, /<title>([^<]*)<\/title>/);
    expect(title).toMatch(/\|产品体系$/);
    expect(seen.has(title), `${route.path}: ${title}`).toBe(false);
    seen.add(title);
  }
  expect(seen.size).toBe(products.length);
});

test('when an account page is fetched, then the frame is rendered and the form stays disabled until hydrated', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/login')).text();
  expect(between(html, /<title>([^<]*)<\/title>/)).toContain('登录');
  expect(html).toContain('data-testid="site-header"');
  await page.goto('/login');
  await expect(page.getByLabel('账号')).toBeEnabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The server cannot know the screen: its HTML holds the header and widget parts of both
  // layouts and the stylesheet shows the phone's; hydration must find what it rendered.
  for (const url of ['/', '/product/conflux2200E', '/news/newsCenter']) {
    test(`when ${url} hydrates on a phone, then it logs no error and the phone header shows`, async ({
      page,
    }) => {
      const log = watchPage(page);
      await page.goto(url);
      const header = page.getByTestId('site-header');
      await expect(header.getByRole('button', { name: '打开菜单' })).toBeVisible();
      await expect(header.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      await expect(header).toHaveAttribute('data-variant', 'mobile');
      expect([...log.problems, ...log.consoleErrors]).toEqual([]);
    });
  }
});

test.describe('while the page is still hydrating', () => {
  // A slow phone: scripts run for seconds after the page is readable, and the visitor does
  // not wait for them. Chromium's CPU throttling makes that window wide enough to act in.
  async function openOnSlowCpu(page: Page, url: string): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
  }

  test('when the visitor scrolls down at once, then the page hydrates without an error', async ({
    page,
  }) => {
    const log = watchPage(page);
    await openOnSlowCpu(page, '/');
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
    expect([...log.problems, ...log.consoleErrors]).toEqual([]);
  });

  const CLICKS_AT_ONCE = [
    {
      what: 'a footer link',
      from: '/',
      link: (page: Page) =>
        page.getByTestId('site-footer').getByRole('link', { name: 'DPU 技术白皮书' }),
      to: /\/whitepaper\/dpu$/,
      heading: 'DPU 技术白皮书',
    },
    {
      what: 'a video of the list',
      from: '/video',
      link: (page: Page) =>
        page.getByRole('list', { name: '视频列表' }).getByRole('link', { name: /CONFLUX-2200P/ }),
      to: /\/video\/video_detail\?id=290$/,
      heading: 'CONFLUX-2200P 全场景高通量 DPU 卡发布回顾',
    },
  ];

  for (const { what, from, link, to, heading } of CLICKS_AT_ONCE) {
    test(`when the visitor clicks ${what} on ${from} at once, then that page shows`, async ({
      page,
    }) => {
      const log = watchPage(page);
      await openOnSlowCpu(page, from);
      await link(page).click();
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect([...log.problems, ...log.consoleErrors]).toEqual([]);
    });
  }
});
