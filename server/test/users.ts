import type { FastifyInstance } from 'fastify';
import { productByKey } from '@dpu/contracts';

const P = productByKey('conflux2200P')!;

// Small helpers over the real API: register and log in the way a client does.

let counter = 0;

export interface TestUser {
  email: string;
  password: string;
  userName: string;
  token: string;
}

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const body = {
    userName: '测试用户',
    email: uniqueEmail(),
    password: 'Passw0rd!',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return {
    email: String(body.email),
    password: String(body.password),
    userName: String(body.userName),
    token: response.json().data.token,
  };
}

export async function loginAs(
  app: FastifyInstance,
  account: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { account, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().data.token;
}

export const auth = (token: string) => ({ UserToken: token });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /api`url` on the suite's app as the holder of `token` (none: anonymous), with a JSON body when given. */
export const apiCaller =
  (suite: { app: FastifyInstance }) =>
  (method: Method, url: string, token?: string, payload?: object) =>
    suite.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? auth(token) : {},
      ...(payload ? { payload } : {}),
    });

/** Asks for a password-recovery code for an address (the 找回密码 form's first step). */
export const askForRecoveryCode = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/user/forget/code', payload: { email } });

/** Gives a user a product directly (as a purchase would). */
export async function grantProduct(
  app: FastifyInstance,
  email: string,
  proId: string,
): Promise<void> {
  const user = await app.repos.users.findByEmail(email.toLowerCase());
  if (!user) throw new Error(`no user ${email}`);
  await app.repos.grants.add(user.id, proId, 'purchase');
}

/** A valid certification request body (for CONFLUX-2200P unless overridden). */
export const certificationBody = (overrides: Record<string, unknown> = {}) => ({
  series: P.series,
  proId: P.proId,
  serialNumber: 'CFX2200P-000123',
  company: '示例科技有限公司',
  contactName: '赵六',
  phone: '13800138000',
  orderNumber: 'PO-2025-001',
  remark: '用于测试环境',
  ...overrides,
});

/** A customer asks to certify a product (certificationBody with `overrides`); answers the request's id. */
export async function askCertification(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/certification',
    headers: auth(token),
    payload: certificationBody(overrides),
  });
  return response.json().data.id;
}
