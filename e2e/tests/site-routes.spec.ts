import { expect, test, type Page } from '@playwright/test';
import { isProtectedPath, ROUTES } from '@dpu/contracts';

// Every route of the site's route list (spec §2), visited as an anonymous visitor: it
// renders inside the layout with no failed part, no 404, no uncaught error and no CSP
// violation. Detail routes get an id that exists in content/.

const EXAMPLES: Record<string, string> = {
  '/about/leadership/:name': '/about/leadership/linjiayan',
  '/news/newsDetails': '/news/newsDetails?id=conflux-2200e-mass-production',
  '/video/video_detail': '/video/video_detail?id=289',
  '/developers/developersDetails': '/developers/developersDetails?id=conflux-2200e-quick-start',
};

async function firstJob(page: Page, kind: 'social' | 'school'): Promise<string> {
  const response = await page.request.post('/api/_content/jobs', {
    data: { where: { kind }, only: ['slug'], limit: 1 },
  });
  const body = (await response.json()) as { data: Array<{ slug: string }> };
  const slug = body.data[0]?.slug;
  if (!slug) throw new Error(`no ${kind} job in content/jobs`);
  return slug;
}

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Content Security Policy')) problems.push(`csp: ${text}`);
  });
  return problems;
}

for (const route of ROUTES) {
  const isAccountPage = ['/login', '/register', '/forget'].includes(route.path);
  test(`when an anonymous visitor opens ${route.path}, then it renders without error`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    let url = EXAMPLES[route.path] ?? route.path;
    const job = /^\/joinus\/(social|school)\/(\w+)(detail|apply)$/.exec(route.path);
    if (job) url = `${route.path}?id=${await firstJob(page, job[1] as 'social' | 'school')}`;

    await page.goto(url);
    await expect(page.getByTestId('site-header')).toBeVisible();

    if (isProtectedPath(route.path)) {
      // spec §4 Reading B: no token → the login page
      await expect(page).toHaveURL(/\/login$/);
    } else {
      await expect(page.getByTestId('site-footer')).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
      await expect(page.getByText('页面部分内容加载失败')).toHaveCount(0);
      if (route.path !== '/' && !isAccountPage && route.path !== '/productStack/customerVerify') {
        expect(new URL(page.url()).pathname).toBe(new URL(url, 'http://x').pathname);
      }
    }
    expect(problems).toEqual([]);
  });
}
