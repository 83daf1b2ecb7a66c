import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startSiteServer, type SiteServer } from '../support/site-server';
import { STAFF } from './staff-helpers';

// Staff roles (issue 23, docs/api.md 'Staff roles'): each staff member sees and may call only
// what their roles open. Invitations and password codes go out by mail, so this spec runs a
// server of its own whose outbox (DATA_DIR/outbox, no SMTP_URL) it can read.

let site: SiteServer;
let dataDir: string;

test.beforeAll(async ({ workerPort }) => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-e2e-roles-'));
  site = await startSiteServer(workerPort(10), { DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await site?.stop();
});

const api = (url: string) => `${site.url}/api${url}`;
const headers = (token: string) => ({ UserToken: token });

/** The text of a mail in the outbox (base64 or quoted-printable bodies). */
function mailText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).trim();
  if (/Content-Transfer-Encoding: base64/i.test(raw)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(raw)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function mailsTo(email: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => raw.includes(email))
    .map(mailText);
}

/** The latest password code mailed to an address (the 找回密码 mail). */
async function latestCode(email: string, before: number): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const mails = mailsTo(email).slice(before);
    code = mails.map((text) => /验证码为：(\d{6})/.exec(text)?.[1]).findLast(Boolean);
    expect(code).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return code!;
}

async function login(request: APIRequestContext, account: string, password: string) {
  const answer = await request.post(api('/user/login'), { data: { account, password } });
  const body = (await answer.json()) as { code: string; data: { token: string } };
  expect(body.code).toBe('200');
  return body.data.token;
}

/** A staff member invited by the 管理员 through the API who set a password by mail. */
async function invitedStaff(request: APIRequestContext, roles: string[], password = 'Staff12345') {
  const email = `e2e-roles-${roles.join('-')}-${Date.now()}@example.com`;
  const admin = await login(request, STAFF.email, STAFF.password);
  const invited = await request.post(api('/admin/staff'), {
    headers: headers(admin),
    data: { email, userName: '测试员工', roles },
  });
  expect(((await invited.json()) as { code: string }).code).toBe('200');
  const before = mailsTo(email).length;
  await request.post(api('/user/forget/code'), { data: { email } });
  const code = await latestCode(email, before);
  const reset = await request.post(api('/user/forget/reset'), { data: { email, code, password } });
  expect(((await reset.json()) as { code: string }).code).toBe('200');
  return { email, token: await login(request, email, password) };
}

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
  await expect(() => expect(mailsTo(email).join()).toContain('/forget')).toPass();

  // the invitee, in a browser of their own: 找回密码 sets the password
  const context = await page.context().browser()!.newContext();
  const invitee = await context.newPage();
  await invitee.goto(`${site.url}/forget`);
  const before = mailsTo(email).length;
  await invitee.getByLabel('注册邮箱').fill(email);
  await invitee.getByRole('button', { name: '发送验证码' }).click();
  const code = await latestCode(email, before);
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
