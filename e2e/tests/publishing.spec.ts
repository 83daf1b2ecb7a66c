import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { invitedStaff, newCustomer, openConsole, PRO_ID, useToken } from './staff-helpers';

// Issue 23, staff publish without a developer: support publishes a driver version that a
// customer holding the product downloads with its SHA-256 shown (a customer without it gets
// '403'); HR opens a job opening that takes an application, and once closed refuses the next.
// The editors are staff accounts holding only that role, invited by the 管理员 through the
// staff management API (support/outbox.ts reads their password codes). What a role may not
// open is checked in staff-roles.spec.ts (the API for news); here the 技术支持 editor also
// finds no news to edit in the console.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function grant(request: APIRequestContext, staff: string, email: string, proId: string) {
  const answer = await request.post('/api/admin/grants', {
    headers: { UserToken: staff },
    data: { email, proId },
  });
  expect((await answer.json()).code).toBe('200');
}

test('when support publishes a driver version, then a holder downloads it with its SHA-256 and others get 403', async ({
  page,
  request,
  site,
}) => {
  test.slow();
  const staff = (await invitedStaff(request, site, ['support'], '技术支持')).token;
  const version = `V9.${Date.now() % 100000}`;
  const driver = Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.from(`driver ${version}`)]);

  await openConsole(page, staff, 'materials');
  const form = page.getByRole('form', { name: '发布支持资料' });
  await form.getByRole('combobox', { name: '产品' }).click();
  await page.getByTitle('CONFLUX-2200P').click();
  await form.getByLabel('版本号').fill(version);
  await form.getByLabel('发布说明').fill('支持 Linux 6.10 内核');
  await form.locator('input[type=file]').setInputFiles({
    name: 'conflux2200p-driver.tar.gz',
    mimeType: 'application/gzip',
    buffer: driver,
  });
  await form.getByRole('button', { name: '发布' }).click();
  await expect(form.getByRole('status')).toContainText(`版本 ${version}`);

  const holder = await newCustomer(request);
  const stranger = await newCustomer(request);
  await grant(request, staff, holder.email, PRO_ID.conflux2200P);

  const context = await page.context().browser()!.newContext({ baseURL: page.url() });
  const customer = await context.newPage();
  await useToken(customer, holder.token);
  await customer.goto(`/productStack/customer/downloadDrivers?proId=${PRO_ID.conflux2200P}`);
  const newest = customer.getByTestId('material-item').first();
  await expect(newest).toContainText(`版本 ${version}`);
  await expect(newest).toContainText('支持 Linux 6.10 内核');
  await expect(newest.getByTestId('material-sha256')).toHaveText(sha256(driver));
  const download = customer.waitForEvent('download');
  await newest.getByRole('button', { name: /下载/ }).click();
  const saved = await (await download).path();
  expect(sha256(await readFile(saved!))).toBe(sha256(driver));
  await context.close();

  const releases = await request.get(`/api/admin/materials?proId=${PRO_ID.conflux2200P}`, {
    headers: { UserToken: staff },
  });
  const { fileId } = ((await releases.json()).data as { version: string; fileId: number }[]).find(
    (release) => release.version === version,
  )!;
  const refused = await request.get(`/api/file/download/${fileId}`, {
    headers: { UserToken: stranger.token },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('403');

  // 技术支持 edits developer documents in 市场内容, never news: no 新闻 tab to open
  await page.goto('/staff?section=studio-marketing');
  await expect(page.getByRole('tab', { name: '开发者文档' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '新闻' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新建新闻' })).toHaveCount(0);
});

test('when HR opens a job, then an applicant applies; once closed the next application is refused', async ({
  page,
  request,
  site,
}) => {
  test.slow();
  const staff = (await invitedStaff(request, site, ['hr'], '招聘专员')).token;
  const headers = { UserToken: staff };
  const slug = `social-e2e-${Date.now()}`;
  const created = await request.post('/api/studio/collections/jobs/documents', {
    headers,
    data: {
      slug,
      fields: {
        title: 'E2E 验证工程师',
        kind: 'social',
        department: '芯片研发部',
        location: '上海',
        date: '2026-11-20',
        description: '负责 DPU 芯片验证。',
      },
    },
  });
  const { id } = (await created.json()).data as { id: number };
  expect(
    (await request.post(`/api/studio/documents/${id}/publish`, { headers, data: {} })).ok(),
  ).toBe(true);

  /** Opens the form and fills it; `send` submits it and answers the API's response. */
  const fillForm = async () => {
    await page.goto(`/joinus/social/socialapply?id=${slug}`);
    const form = page.getByRole('form', { name: '职位申请表单' });
    await form.getByLabel('姓名').fill('韩梅梅');
    await form.getByLabel('手机号码').fill('13900139001');
    await form.getByLabel('电子邮箱').fill('hanmeimei@example.com');
    await form
      .getByLabel('简历')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
    return async () => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/jobs/apply'));
      await form.getByRole('button', { name: '提交申请' }).click();
      return answer;
    };
  };

  await expect(async () => {
    await page.goto('/joinus/social');
    await expect(page.getByRole('link', { name: 'E2E 验证工程师' })).toBeVisible({ timeout: 2000 });
  }).toPass();
  expect((await (await fillForm())()).status()).toBe(200);
  await expect(page.getByRole('status')).toContainText('申请已提交');

  // the next applicant has the form open when HR closes the opening
  const send = await fillForm();
  const closed = await request.post(`/api/studio/documents/${id}/unpublish`, { headers, data: {} });
  expect(closed.ok()).toBe(true);
  expect((await send()).status()).toBe(400);
  await expect(page.getByText(/职位不存在或已关闭/)).toBeVisible();
  await page.goto('/joinus/social');
  await expect(page.getByTestId('job-list-page')).toBeVisible();
  await expect(page.getByRole('link', { name: 'E2E 验证工程师' })).toHaveCount(0);

  const kept = await request.get(`/api/admin/applications?jobId=${slug}`, { headers });
  expect((await kept.json()).data.total).toBe(1);
});
