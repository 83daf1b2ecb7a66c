import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openTitled, watchRequests } from '../support/visit';

const JOB = '/joinus/social/socialapply?id=social-linux-driver-engineer';
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

async function fillContact(page: Page) {
  const form = page.getByRole('form', { name: '职位申请表单' });
  await expect(form).toBeVisible();
  await form.getByLabel('姓名').fill('李雷');
  await form.getByLabel('手机号码').fill('13900139000');
  await form.getByLabel('电子邮箱').fill('lilei@example.com');
  return form;
}

test('when a candidate applies with a small PDF, then the application succeeds', async ({
  page,
}) => {
  await page.goto(JOB);
  const form = await fillContact(page);
  await form
    .getByLabel('简历')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/jobs/apply'));
  await form.getByRole('button', { name: '提交申请' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('status')).toContainText('申请已提交');
});

test('when the resume is a .txt file, then it is refused with a message and nothing is uploaded', async ({
  page,
}) => {
  const upload = watchRequests(page, '/api/jobs/apply');
  await page.goto(JOB);
  const form = await fillContact(page);
  await form.getByLabel('简历').setInputFiles({
    name: 'resume.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('my resume'),
  });
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(
    form.getByText('简历仅支持 PDF 或 Word 格式（.pdf、.doc、.docx），请重新选择'),
  ).toBeVisible();
  await expect(form.getByLabel('姓名')).toHaveValue('李雷');
  expect(upload.sent()).toBe(false);
});

test('when a job page is opened from the list, then its details and an apply link show', async ({
  page,
}) => {
  const main = await openTitled(
    page,
    '/joinus/social/socialdetail?id=social-dpu-architect',
    'DPU 芯片架构师',
  );
  await main.getByRole('link', { name: '申请职位' }).click();
  await expect(page).toHaveURL(/socialapply\?id=social-dpu-architect/);
  await expect(page.getByRole('form', { name: '职位申请表单' })).toBeVisible();
});

test('when the experienced-hire list is filtered by department, then only its openings show', async ({
  page,
}) => {
  await page.goto('/joinus/social');
  await expect(page.getByTestId('job-list-page')).toBeVisible();
  const list = page.getByRole('list', { name: '社会招聘职位列表' });
  await expect(list.getByRole('link', { name: 'DPU 芯片架构师' })).toBeVisible();
  // campus openings are not on this list
  await expect(list.getByRole('link', { name: '芯片设计工程师（2026 届）' })).toHaveCount(0);
  await page.getByRole('group', { name: '部门' }).getByRole('link', { name: '销售部' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('大客户销售经理（金融行业）');
});
