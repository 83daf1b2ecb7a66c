import type { APIRequestContext, Page } from '@playwright/test';
import type { StaffRole } from '@dpu/contracts';
import { expect, test } from '../support/fixtures';
import { latestCode, mailsTo } from '../support/outbox';
import type { SiteServer } from '../support/site-server';
import { invitedStaff as invitedBy, loginToken, STAFF } from './staff-helpers';

// Staff roles (issue 23, docs/api.md 'Staff roles'): each staff member sees and may call only
// what their roles open. Invitations and password codes go out by mail: the spec reads the
// worker's server's outbox (support/outbox.ts).

let site: SiteServer;

test.beforeAll(({ site: workerSite }) => {
  site = workerSite;
});

const api = (url: string) => `${site.url}/api${url}`;
const headers = (token: string) => ({ UserToken: token });

const mails = (email: string) => mailsTo(site.dataDir, email);
const login = (request: APIRequestContext, account: string, password: string) =>
  loginToken(request, account, password, site.url);
const invitedStaff = (request: APIRequestContext, roles: StaffRole[]) =>
  invitedBy(request, site, roles);

async function openConsole(page: Page, token: string, section: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${site.url}/staff?section=${section}`);
  const menu = page.getByRole('navigation', { name: '工作台栏目' });
  await expect(menu).toBeVisible();
  return menu;
}

test('when a 市场 editor asks for certifications, then the console hides them and the API answers 403', async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await invitedStaff(request, ['marketing']);
  const menu = await openConsole(page, editor.token, 'certifications');
  await expect(menu.getByText('销售线索')).toBeVisible();
  await expect(menu.getByText('产品认证')).toHaveCount(0);
  await expect(menu.getByText('员工管理')).toHaveCount(0);
  await expect(page.getByRole('region', { name: '产品认证' })).toHaveCount(0);

  const answer = await request.get(api('/admin/certifications'), {
    headers: headers(editor.token),
  });
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { code: string }).code).toBe('403');
});

test('when a 技术支持 editor tries to edit news, then the API answers 403', async ({ request }) => {
  test.slow();
  const editor = await invitedStaff(request, ['support']);
  const admin = await login(request, STAFF.email, STAFF.password);
  const list = await request.get(api('/studio/collections/news/documents'), {
    headers: headers(admin),
  });
  const news = ((await list.json()) as { data: { items: { id: number }[] } }).data.items[0]!;

  const asSupport = headers(editor.token);
  const listed = await request.get(api('/studio/collections/news/documents'), {
    headers: asSupport,
  });
  expect(listed.status()).toBe(403);
  const saved = await request.put(api(`/studio/documents/${news.id}/draft`), {
    headers: asSupport,
    data: { baseVersion: 0, body: '改写' },
  });
  expect(saved.status()).toBe(403);
  expect(((await saved.json()) as { code: string }).code).toBe('403');
  const collections = await request.get(api('/studio/collections'), { headers: asSupport });
  const names = ((await collections.json()) as { data: { name: string }[] }).data.map(
    (c) => c.name,
  );
  expect(names).toContain('support');
  expect(names).not.toContain('news');
  // and their own material is open to them
  const certifications = await request.get(api('/admin/certifications'), { headers: asSupport });
  expect(certifications.status()).toBe(200);
});

test('when a 管理员 invites a 人事 member, then they set a password, log in and see only their sections', async ({
  page,
  request,
}) => {
  test.slow();
  const email = `e2e-roles-invite-${Date.now()}@example.com`;
  await openConsole(page, await login(request, STAFF.email, STAFF.password), 'staff');
  const form = page.getByRole('form', { name: '邀请员工' });
  await form.getByLabel('邮箱').fill(email);
  await form.getByLabel('姓名').fill('招聘专员');
  await form.getByRole('checkbox', { name: /^人事/ }).check();
  await form.getByRole('button', { name: '发送邀请' }).click();
  await expect(page.getByText(`已邀请 ${email}`)).toBeVisible();
  const card = page.getByRole('listitem', { name: new RegExp(email) });
  await expect(card).toContainText('已邀请');
  await expect(() => expect(mails(email).join()).toContain('/forget')).toPass();

  // the invitee, in a browser of their own: 找回密码 sets the password
  const context = await page.context().browser()!.newContext();
  const invitee = await context.newPage();
  await invitee.goto(`${site.url}/forget`);
  const before = mails(email).length;
  await invitee.getByLabel('注册邮箱').fill(email);
  await invitee.getByRole('button', { name: '发送验证码' }).click();
  const code = await latestCode(site.dataDir, email, before);
  await invitee.getByLabel('验证码').fill(code);
  await invitee.getByLabel('新密码').fill('Hire12345');
  await invitee.getByRole('button', { name: '重置密码' }).click();
  await expect(invitee.getByText('密码已重置')).toBeVisible();

  await invitee.goto(`${site.url}/login`);
  await invitee.getByLabel('账号').fill(email);
  await invitee.getByLabel('密码').fill('Hire12345');
  await invitee.getByRole('button', { name: '登录' }).click();
  // the header's user menu leads staff to the console
  const buttons = invitee.getByTestId('header-buttons');
  await buttons.getByRole('button', { name: '招聘专员' }).click();
  await buttons.getByRole('link', { name: '管理后台' }).click();
  const menu = invitee.getByRole('navigation', { name: '工作台栏目' });
  await expect(menu).toBeVisible();
  await expect(menu.getByText('职位申请')).toBeVisible();
  await expect(menu.getByText('招聘内容')).toBeVisible();
  for (const hidden of ['产品认证', '销售线索', '访问统计', '操作日志', '员工管理', '市场内容']) {
    await expect(menu.getByText(hidden)).toHaveCount(0);
  }
  await context.close();

  await page.reload();
  await expect(page.getByRole('listitem', { name: new RegExp(email) })).toContainText('正常');
});
