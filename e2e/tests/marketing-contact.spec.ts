import { expect, test } from '../support/fixtures';
import { watchRequests } from '../support/visit';

test('when the contact page is opened from the 2200E page, then CONFLUX-2200E is preselected and a lead is sent', async ({
  page,
}) => {
  await page.goto('/contact?interested=conflux2200E');
  const form = page.getByRole('form', { name: '合作咨询表单' });
  await expect(form).toBeVisible();
  await expect(
    form.getByRole('combobox', { name: '意向产品' }).locator('option:checked'),
  ).toHaveText('CONFLUX-2200E');

  await form.getByLabel('姓名').fill('王小明');
  await form.getByLabel('公司名称').fill('示例科技有限公司');
  await form.getByLabel('联系电话').fill('13800138000');
  await form.getByLabel('电子邮箱').fill('wang@example.com');
  await form.getByLabel('需求描述').fill('希望申请 CONFLUX-2200E 样卡进行裸金属测试');

  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/contact') && request.method() === 'POST',
  );
  await form.getByRole('button', { name: /提\s*交/ }).click();
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject({ interested: 'conflux2200E', name: '王小明' });
  await expect(page.getByRole('status')).toContainText('提交成功');
});

test('when required fields are missing, then Chinese messages say what to fill in and nothing is sent', async ({
  page,
}) => {
  const lead = watchRequests(page, '/api/contact');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: '合作咨询表单' });
  await form.getByLabel('姓名').fill('王小明');
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(form.getByText('请输入公司名称')).toBeVisible();
  await expect(form.getByText('请输入联系电话')).toBeVisible();
  await expect(form.getByLabel('姓名')).toHaveValue('王小明');
  expect(lead.sent()).toBe(false);
});
