import { expect, test } from '../support/fixtures';

// The site's files for crawlers, and the docs/site.md §2 rule for unknown paths, done by the server.

test('when sitemap.xml is fetched, then it lists every public page and none gated or personal', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const body = await response.text();
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] as string).pathname + new URL(m[1] as string).search,
  );
  for (const page of [
    '/',
    '/product/conflux2200E',
    '/product/conflux2200P',
    '/dpu/K2-Pro',
    '/solution/DPU',
    '/case/bigData',
    '/about/leadership/hanzimo',
    '/news/newsDetails?id=conflux-2200p-launch',
    '/joinus/social/socialdetail?id=social-dpdk-engineer',
    '/joinus/school/schooldetail?id=school-ic-design',
  ]) {
    expect(locs, page).toContain(page);
  }
  for (const loc of locs) {
    expect(loc).not.toMatch(/^\/(productStack|login|register|forget|search|staff)/);
  }
});

test('when robots.txt is fetched, then it names the sitemap', async ({ request, baseURL }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('when an unknown path is requested, then the server redirects to the home page', async ({
  request,
}) => {
  const response = await request.get('/no/such/page', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/');
});

test('when the favicon is requested, then there is one', async ({ request }) => {
  const response = await request.get('/favicon.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('svg');
});
