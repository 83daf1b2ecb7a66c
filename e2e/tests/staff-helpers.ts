import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers of the staff-*.spec.ts files (not a spec itself). The seeded staff account
// exists on every non-production server (server seed).

export const STAFF = { email: 'admin@example.com', password: 'Admin12345' };

export const PRO_ID = {
  conflux2200P: '34b8e59b38d9fcfbb3fdc6830cf1588e',
  conflux2200D: '4146ff94b196adb05f376c8ed135a9e9',
};

export async function loginToken(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<string> {
  const answer = await request.post('/api/user/login', { data: { account, password } });
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
