import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers of the shell-*.spec.ts files (not a spec itself).

export interface TestUser {
  userName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh account each call, so specs never depend on each other. */
export function newUser(): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    userName: `测试${id.slice(-6)}`,
    email: `e2e-${id}@example.com`,
    password: `Passw0rd${id}`,
  };
}

/** The seeded demo customer (server seed, not in production) holding a conflux2200E grant. */
export const DEMO_CUSTOMER = {
  email: 'demo@example.com',
  password: 'Demo12345',
  userName: '演示客户',
};

export async function registerByApi(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post('/api/user/register', { data: user });
  const body = (await response.json()) as { code: string; data?: { token: string }; msg?: string };
  expect(body.code, body.msg).toBe('200');
  return body.data?.token ?? '';
}

/** Opens a page as a logged-in user: the token goes to local storage before the site starts. */
export async function openLoggedIn(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(path);
}

/** Opens a page as a fresh account's holder, registered through the API just before. */
export async function openAsNewUser(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<void> {
  await openLoggedIn(page, await registerByApi(request, newUser()), path);
}

export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}
