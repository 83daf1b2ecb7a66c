import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { loginToken, newCustomer, openConsole, STAFF, useToken } from './staff-helpers';

// The staff console (docs/composition.md): its leads, traffic and failure isolation, and who gets nothing of it.

test('when a visitor leaves a lead, then it appears in the leads section and its CSV export holds it', async ({
  page,
  request,
}) => {
  test.slow();
  const company = `线索公司${Date.now()}`;
  const sent = await request.post('/api/contact', {
    data: {
      name: '李雷',
      company,
      phone: '13900139000',
      email: 'lilei@example.com',
      message: '想了解 CONFLUX-2200P 的价格',
      interested: 'conflux2200P',
    },
  });
  expect(((await sent.json()) as { code: string }).code).toBe('200');

  await openConsole(page, await loginToken(request, STAFF.email, STAFF.password), 'leads');
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText('CONFLUX-2200P');
  await expect(row).toContainText('未处理');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe('编号,提交时间,姓名,公司,电话,邮箱,感兴趣的产品,留言,已处理');
  expect(csv).toContain(`李雷,${company},13900139000,lilei@example.com,CONFLUX-2200P`);

  await row.getByRole('button', { name: '标记为已处理' }).click();
  await expect(page.getByText('标记为已处理成功')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(company) })).toContainText('已处理');
});

test('when staff open the traffic section, then the charts render with the visits', async ({
  page,
  request,
}) => {
  // it waits for the tracking batch to be written
  test.slow();
  // a visit the site records itself: the record is sent when the browser is idle after the
  // page's start, so wait for it to be answered before leaving the page
  const recorded = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/trackware/front') &&
      response.request().method() === 'POST',
  );
  await page.goto('/');
  expect((await recorded).ok()).toBe(true);
  await openConsole(page, await loginToken(request, STAFF.email, STAFF.password), 'traffic');
  const daily = page.locator('[data-chart="line"]');
  await expect(daily).toBeVisible();
  await expect(daily.locator('canvas')).toBeAttached();
  // tracking records are written in batches: look again until the visit is counted
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('img', { name: /^按页面：(.*，)?\/ \d+ 次/ })).toBeAttached({
      timeout: 3000,
    });
  }).toPass({ timeout: 45_000 });
  await expect(page.locator('[data-chart="bar"] canvas')).toHaveCount(3);
  await expect(page.getByRole('img', { name: /^每日浏览量：/ })).not.toHaveAttribute(
    'aria-label',
    /无数据/,
  );
});

test('when one remote cannot be loaded, then only its section fails and the others work', async ({
  page,
  request,
}) => {
  await page.route('**/remotes/marketing/**', (route) => route.abort());
  await openConsole(page, await loginToken(request, STAFF.email, STAFF.password), 'leads');
  await expect(page.getByText('“销售线索”加载失败')).toBeVisible();
  await page.getByRole('navigation', { name: '工作台栏目' }).getByText('产品认证').click();
  await expect(page.getByRole('heading', { name: '产品认证' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
});

test.describe('who gets nothing of the console', () => {
  test('when an anonymous visitor opens /staff, then the login page, returning to /staff', async ({
    page,
  }) => {
    const staffCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/admin\/|expose_Staff/.test(r.url())) staffCalls.push(r.url());
    });
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('backPath'))).toBe('/staff');
    await expect(page.getByRole('navigation', { name: '工作台栏目' })).toHaveCount(0);
    expect(staffCalls).toEqual([]);
  });

  test('when a customer opens /staff, then 无权访问 and no staff data or section code', async ({
    page,
    request,
  }) => {
    const staffCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/admin\/|expose_Staff/.test(r.url())) staffCalls.push(r.url());
    });
    await useToken(page, (await newCustomer(request)).token);
    await page.goto('/staff');
    await expect(page.getByText('无权访问')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '工作台栏目' })).toHaveCount(0);
    expect(staffCalls).toEqual([]);
    // and the API refuses the customer whatever the page does
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const leads = await request.get('/api/admin/leads', { headers: { UserToken: token! } });
    expect(leads.status()).toBe(403);
    expect(((await leads.json()) as { code: string }).code).toBe('403');
  });

  test('when a visitor browses the home page, then no staff code is downloaded', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    expect(scripts.filter((url) => /Staff|echarts/i.test(url))).toEqual([]);
  });
});
