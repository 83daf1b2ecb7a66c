import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  loginToken,
  newCustomer,
  openConsole,
  PRO_ID,
  requestCertification,
  STAFF,
  useToken,
} from './staff-helpers';

// Staff decide certification requests in /staff; the customer sees the outcome
// (docs/decisions.md, Product rights and certification).
// Each test drives two browsers (staff, then the customer): given three times the usual time.
test.slow();

async function findRequest(page: Page, email: string) {
  await page.getByRole('searchbox', { name: '搜索公司或邮箱' }).fill(email);
  await page.getByRole('searchbox', { name: '搜索公司或邮箱' }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toHaveCount(1);
  return row;
}

test('when staff approve a pending request in /staff, then the customer reaches the product’s drivers page', async ({
  page,
  request,
  browser,
}) => {
  const customer = await newCustomer(request);
  await requestCertification(request, customer.token, PRO_ID.conflux2200P, `CF-OK-${Date.now()}`);
  await openConsole(page, await loginToken(request, STAFF.email, STAFF.password), 'certifications');
  const row = await findRequest(page, customer.email);
  await expect(row).toContainText('待审核');

  await row.getByRole('button', { name: '通过' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('确认通过该认证申请？');
  await confirm.getByRole('button', { name: '通过' }).click();
  await expect(page.getByText('通过认证成功')).toBeVisible();
  // the pending queue no longer holds it
  await expect(page.getByRole('row', { name: new RegExp(customer.email) })).toHaveCount(0);

  const context = await browser.newContext();
  const customerPage = await context.newPage();
  await useToken(customerPage, customer.token);
  const drivers = `/productStack/customer/downloadDrivers?proId=${PRO_ID.conflux2200P}`;
  await customerPage.goto(drivers);
  await expect(customerPage.getByTestId('customer-downloadDrivers')).toBeVisible();
  await expect(customerPage).toHaveURL(drivers);
  await context.close();
});

test('when staff reject a request with a reason, then the customer sees the reason in 我的认证', async ({
  page,
  request,
  browser,
}) => {
  const customer = await newCustomer(request);
  const serial = `CF-NO-${Date.now()}`;
  await requestCertification(request, customer.token, PRO_ID.conflux2200D, serial);
  await openConsole(page, await loginToken(request, STAFF.email, STAFF.password), 'certifications');
  const row = await findRequest(page, customer.email);

  await row.getByRole('button', { name: '驳回' }).click();
  const dialog = page.getByRole('dialog', { name: '确认驳回该认证申请？' });
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(dialog.getByText('请填写驳回原因')).toBeVisible();
  await dialog.getByLabel('驳回原因').fill('序列号与订单不符，请核对后重新提交');
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(page.getByText('驳回认证成功')).toBeVisible();

  const context = await browser.newContext();
  const customerPage = await context.newPage();
  await useToken(customerPage, customer.token);
  await customerPage.goto('/productStack/customerVerify');
  const mine = customerPage
    .getByTestId('my-certifications')
    .getByRole('row', { name: new RegExp(serial) });
  await expect(mine).toContainText('已驳回');
  await expect(mine).toContainText('序列号与订单不符，请核对后重新提交');
  await context.close();

  // and the audit log names the action
  await page.getByRole('navigation', { name: '工作台栏目' }).getByText('操作日志').click();
  const entry = page.getByRole('row', { name: new RegExp(customer.email) }).first();
  await expect(entry).toContainText('驳回认证');
  await expect(entry).toContainText('序列号与订单不符');
});
