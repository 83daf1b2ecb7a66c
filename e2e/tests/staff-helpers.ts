import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { StaffRole } from '@dpu/contracts';
import { latestCode, mailsTo } from '../support/outbox';
import type { SiteServer } from '../support/site-server';

// Helpers of the specs that log in through the API: staff, studio and customer-area specs (not a
// spec itself). The seeded staff account exists on every non-production server (server seed).

export const STAFF = { email: 'admin@example.com', password: 'Admin12345' };

export const PRO_ID = {
  conflux2200P: '34b8e59b38d9fcfbb3fdc6830cf1588e',
  conflux2200D: '4146ff94b196adb05f376c8ed135a9e9',
};

/** Logs in through the API; `origin` is a server other than the worker's (baseURL). */
export async function loginToken(
  request: APIRequestContext,
  account: string,
  password: string,
  origin = '',
): Promise<string> {
  const answer = await request.post(`${origin}/api/user/login`, { data: { account, password } });
  const body = (await answer.json()) as { code: string; data?: { token: string } };
  expect(body.code).toBe('200');
  return body.data!.token;
}

export async function newCustomer(
  request: APIRequestContext,
): Promise<{ email: string; token: string }> {
  const email = `e2e-staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const answer = await request.post('/api/user/register', {
    data: { userName: '测试客户', email, password: 'Test12345', company: '示例科技有限公司' },
  });
  const body = (await answer.json()) as { code: string; data?: { token: string } };
  expect(body.code).toBe('200');
  return { email, token: body.data!.token };
}

export async function requestCertification(
  request: APIRequestContext,
  token: string,
  proId: string,
  serialNumber: string,
): Promise<number> {
  const created = await request.post('/api/certification', {
    headers: { UserToken: token },
    data: {
      series: 'conflux',
      proId,
      serialNumber,
      company: '示例科技有限公司',
      contactName: '王工',
      phone: '13800000000',
    },
  });
  const body = (await created.json()) as { code: string; data: { id: number } };
  expect(body.code).toBe('200');
  return body.data.id;
}

/** Logs the page in the way the site does: the token in local storage before it starts. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** Opens the console as staff at one section. */
export async function openConsole(page: Page, token: string, section: string): Promise<void> {
  await useToken(page, token);
  await page.goto(`/staff?section=${section}`);
  await expect(page.getByRole('navigation', { name: '工作台栏目' })).toBeVisible();
}

export interface StaffMember {
  email: string;
  password: string;
  token: string;
}

/**
 * A staff member as a real one comes to be: the seeded 管理员 invites them with their roles
 * through the staff management API (员工管理 calls the same), and they set their password
 * through 找回密码 with the code mailed to them (the server's outbox), then log in.
 */
export async function invitedStaff(
  request: APIRequestContext,
  site: Pick<SiteServer, 'url' | 'dataDir'>,
  roles: readonly StaffRole[],
  userName = '测试员工',
): Promise<StaffMember> {
  const unique = `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const email = `e2e-staff-${roles.join('-')}-${unique}@example.com`;
  const password = 'Staff12345';
  const admin = await loginToken(request, STAFF.email, STAFF.password, site.url);
  const invited = await request.post(`${site.url}/api/admin/staff`, {
    headers: { UserToken: admin },
    data: { email, userName, roles },
  });
  expect(((await invited.json()) as { code: string }).code).toBe('200');
  const before = mailsTo(site.dataDir, email).length;
  await request.post(`${site.url}/api/user/forget/code`, { data: { email } });
  const code = await latestCode(site.dataDir, email, before);
  const reset = await request.post(`${site.url}/api/user/forget/reset`, {
    data: { email, code, password },
  });
  expect(((await reset.json()) as { code: string }).code).toBe('200');
  return { email, password, token: await loginToken(request, email, password, site.url) };
}

/**
 * Moves a studio collection's documents matching `query` to the bin, as the seeded 管理员: a
 * spec that published a document leaves its worker's site as it found it.
 */
export async function binStudioDocuments(
  request: APIRequestContext,
  collection: string,
  query: string,
): Promise<void> {
  const token = await loginToken(request, STAFF.email, STAFF.password);
  const headers = { UserToken: token };
  const list = await request.get(`/api/studio/collections/${collection}/documents?q=${query}`, {
    headers,
  });
  const items = ((await list.json()) as { data?: { items: { id: number }[] } }).data?.items ?? [];
  for (const item of items) {
    await request.delete(`/api/studio/documents/${item.id}`, { headers, data: {} });
  }
}
