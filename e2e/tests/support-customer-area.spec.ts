import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { readFile } from 'node:fs/promises';
import { wheelSettled } from '../support/settle';
import { DEMO_CUSTOMER } from './shell-helpers';
import { loginToken, newCustomer, requestCertification, STAFF, useToken } from './staff-helpers';

// docs/site.md §1, §2, §4, §6: the customer-support area over the composed build and the real API
// (demo data of a non-production server: demo@example.com holds a grant for CONFLUX-2200E).

const PRO_ID = {
  conflux2200E: '2385991fd4852682f1815000d1cc99e2',
  conflux2200P: '34b8e59b38d9fcfbb3fdc6830cf1588e',
};
const DIALOG_MESSAGE = '请购买或认证产品后，获取产品驱动与手册。';

/** Opens a path logged in as the demo customer, who holds a grant for CONFLUX-2200E. */
async function openAsDemoCustomer(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<void> {
  await useToken(page, await loginToken(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
  await page.goto(path);
}

/**
 * The product's button: 驱动与手册, or 购买或认证 once the list knows a logged-in customer does
 * not hold it (both run the same check; the label may change while the click waits).
 */
const materialsButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name} (驱动与手册|购买或认证)$`) });
const openMaterials = (page: Page, name: string) => materialsButton(page, name).click();

test('when a logged-out visitor asks for drivers and manuals, then they go to /login with path and backPath set', async ({
  page,
}) => {
  await page.goto('/productStack');
  await openMaterials(page, 'CONFLUX-2200E');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('path'))).toBe('/contact');
  expect(await page.evaluate(() => localStorage.getItem('backPath'))).toBe('/');
});

test.describe('a logged-in user without rights', () => {
  test.beforeEach(async ({ page, request }) => {
    await useToken(page, (await newCustomer(request)).token);
    await page.goto('/productStack');
    await openMaterials(page, 'CONFLUX-2200P');
    await expect(page.getByRole('dialog')).toContainText(DIALOG_MESSAGE);
  });

  test('when the dialog is open, then the page cannot scroll', async ({ page }) => {
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const before = await page.evaluate(() => window.scrollY);
    await wheelSettled(page, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('when 取消 is pressed, then the user goes to backPath, or home', async ({ page }) => {
    const backPath = await page.evaluate(() => localStorage.getItem('backPath'));
    await page.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(backPath || '/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('when 去购买 is pressed, then /contact opens in a new tab', async ({ page, context }) => {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: '去购买' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/contact');
    expect(new URL(page.url()).pathname).toBe('/productStack');
  });

  test('when 去认证 is pressed, then the certification page opens with series and proId', async ({
    page,
  }) => {
    await page.getByRole('button', { name: '去认证' }).click();
    await expect(page).toHaveURL(
      `/productStack/customerVerify?series=conflux&proId=${PRO_ID.conflux2200P}`,
    );
    await expect(page.getByTestId('certification-form')).toContainText('CONFLUX-2200P');
  });
});

test('when the demo customer asks for CONFLUX-2200E materials, then the customer home opens and a driver downloads', async ({
  page,
  request,
}) => {
  await openAsDemoCustomer(page, request, '/productStack');
  await openMaterials(page, 'CONFLUX-2200E');
  await expect(page).toHaveURL(`/productStack/customer?proId=${PRO_ID.conflux2200E}`);
  await expect(page.getByTestId('customer-home')).toBeVisible();

  await page
    .getByRole('navigation', { name: '客户支持' })
    .getByRole('link', { name: '驱动下载' })
    .click();
  await expect(page).toHaveURL(
    `/productStack/customer/downloadDrivers?proId=${PRO_ID.conflux2200E}`,
  );
  const driver = page.getByTestId('material-item').first();
  await expect(driver).toContainText('驱动');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    driver.getByRole('button', { name: /^下载/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.(zip|tar\.gz|tgz)$/);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBeGreaterThan(100);
  await expect(driver.getByRole('alert')).toHaveCount(0);
});

test('when the gated driver is fetched without a token, then the API refuses it', async ({
  page,
  request,
}) => {
  await openAsDemoCustomer(
    page,
    request,
    `/productStack/customer/downloadDrivers?proId=${PRO_ID.conflux2200E}`,
  );
  const answer = await page.waitForResponse((r) => r.url().includes('/api/customer/materials'));
  const body = (await answer.json()) as { data: Array<{ fileId: number | null }> };
  const fileId = body.data.find((item) => item.fileId)?.fileId;
  expect(fileId).toBeTruthy();
  const anonymous = await request.get(`/api/file/download/${fileId}`);
  expect([401, 403]).toContain(anonymous.status());
});

test('when a customer submits a certification request, then it shows as 待审核', async ({
  page,
  request,
}) => {
  await useToken(page, (await newCustomer(request)).token);
  await page.goto(`/productStack/customerVerify?series=conflux&proId=${PRO_ID.conflux2200P}`);
  const form = page.getByTestId('certification-form');
  await expect(form).toContainText('CONFLUX-2200P');
  await expect(page.getByText('您还没有提交过认证申请。')).toBeVisible();

  await form.getByLabel('公司名称').fill('示例科技有限公司');
  await form.getByRole('button', { name: '提交认证' }).click();
  await expect(form.getByText('请填写产品序列号')).toBeVisible();
  await expect(form.getByLabel('公司名称')).toHaveValue('示例科技有限公司');

  const serial = `CF2200P-${Date.now()}`;
  await form.getByLabel('产品序列号').fill(serial);
  await form.getByLabel('联系人').fill('王工');
  await form.getByLabel('联系电话').fill('13800000000');
  await form.getByRole('button', { name: '提交认证' }).click();
  await expect(form.getByRole('status')).toContainText('认证申请已提交');
  const row = page.getByTestId('my-certifications').getByRole('row', { name: new RegExp(serial) });
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('CONFLUX-2200P');
});

test('when staff approve a certification, then it shows as 已通过 and the customer reaches that product', async ({
  page,
  request,
}) => {
  const token = (await newCustomer(request)).token;
  await useToken(page, token);
  const serial = `CF2200P-OK-${Date.now()}`;
  const id = await requestCertification(request, token, PRO_ID.conflux2200P, serial);
  const admin = await loginToken(request, STAFF.email, STAFF.password);
  const approved = await request.post(`/api/admin/certifications/${id}/approve`, {
    headers: { UserToken: admin },
  });
  expect(((await approved.json()) as { code: string }).code).toBe('200');

  await page.goto('/productStack/customerVerify');
  const row = page.getByTestId('my-certifications').getByRole('row', { name: new RegExp(serial) });
  await expect(row).toContainText('已通过');

  await page.goto('/productStack');
  await openMaterials(page, 'CONFLUX-2200P');
  await expect(page).toHaveURL(`/productStack/customer?proId=${PRO_ID.conflux2200P}`);
  await expect(page.getByTestId('customer-home')).toBeVisible();
});

test('when the dialog and the certification form render, then the page breaks no CSP rule', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __csp: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await useToken(page, (await newCustomer(request)).token);
  await page.goto('/productStack');
  await openMaterials(page, 'CONFLUX-2200P');
  await expect(page.getByRole('dialog')).toContainText(DIALOG_MESSAGE);
  await page.getByRole('button', { name: '去认证' }).click();
  await expect(page.getByTestId('certification-form')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

test('when the demo customer opens the product list, then held and not-held products say so and their buttons differ; a sub-page banner names the product', async ({
  page,
  request,
}) => {
  await openAsDemoCustomer(page, request, '/productStack');
  const held = page.getByTestId('support-product-conflux2200E');
  const notHeld = page.getByTestId('support-product-conflux2200P');
  await expect(held).toContainText('已拥有');
  await expect(notHeld).toContainText('未拥有');
  await expect(held.getByRole('button')).toHaveText('驱动与手册');
  await expect(notHeld.getByRole('button')).toHaveText('购买或认证');

  await notHeld.getByRole('button').click();
  await expect(page.getByRole('dialog')).toContainText(DIALOG_MESSAGE);
  await page.getByRole('button', { name: '取消' }).click();

  await page.goto(`/productStack/customer/downloadDrivers?proId=${PRO_ID.conflux2200E}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CONFLUX-2200E');
});

test('when a visitor is logged out, then the product list shows no holding', async ({ page }) => {
  await page.goto('/productStack');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(materialsButton(page, 'CONFLUX-2200E')).toBeEnabled();
  await expect(page.getByText('未拥有')).toHaveCount(0);
  await expect(page.getByText('已拥有')).toHaveCount(0);
});
