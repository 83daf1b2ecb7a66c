import { productByKey } from '@dpu/contracts';
import { TRACKING_RECORD } from './tracking';
import { certificationBody } from './users';

// What the fuzz suites share (routes/api/fuzz.test.ts, fuzz-hostile.test.ts, the content
// query's property tests): how many cases to run and every JSON endpoint with a valid body to start from.

/**
 * fast-check cases for a property or fuzzed endpoint, the one setting of every suite that
 * runs them: FUZZ_RUNS wins; otherwise `local`, and at least 1000 under CI.
 */
export function fuzzRuns(local: number): number {
  const fromEnv = Number(process.env.FUZZ_RUNS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return process.env.CI ? Math.max(1000, local) : local;
}

/** fast-check cases per fuzzed endpoint: FUZZ_RUNS, else 1000 under CI and 100 locally. */
export const FUZZ_RUNS = fuzzRuns(100);

export interface JsonEndpoint {
  method: 'POST' | 'DELETE';
  url: string;
  /** A body the endpoint accepts; every value a string (control characters go in them). */
  valid: Record<string, string>;
  /** The account the endpoint needs, when it needs one. */
  token?: () => string;
}

/** Every JSON endpoint of the API; the tokens are read when a case runs (after login). */
export function jsonEndpoints(tokens: { customer: () => string; admin: () => string }) {
  const proId = productByKey('conflux2200E')!.proId;
  const endpoints: JsonEndpoint[] = [
    {
      method: 'POST',
      url: '/api/user/register',
      valid: {
        userName: '模糊',
        email: 'fuzz@example.com',
        password: 'abc12345',
        phone: '13800138000',
        company: 'x',
      },
    },
    {
      method: 'POST',
      url: '/api/user/login',
      valid: { account: 'demo@example.com', password: 'Demo12345' },
    },
    { method: 'POST', url: '/api/user/forget/code', valid: { email: 'demo@example.com' } },
    {
      method: 'POST',
      url: '/api/user/forget/reset',
      valid: { email: 'demo@example.com', code: '123456', password: 'abc12345' },
    },
    { method: 'POST', url: '/api/logout', valid: {} },
    {
      method: 'POST',
      url: '/api/certification',
      valid: certificationBody(),
      token: tokens.customer,
    },
    {
      method: 'POST',
      url: '/api/contact',
      valid: {
        name: '模糊',
        company: 'c',
        phone: '13800138000',
        email: 'a@example.com',
        message: '多行\n留言',
        interested: 'conflux2200E',
      },
    },
    { method: 'POST', url: '/api/trackware/front', valid: TRACKING_RECORD },
    {
      method: 'POST',
      url: '/api/admin/grants',
      valid: { email: 'demo@example.com', proId },
      token: tokens.admin,
    },
    {
      method: 'DELETE',
      url: '/api/admin/grants',
      valid: { email: 'nobody@example.com', proId },
      token: tokens.admin,
    },
    {
      method: 'POST',
      url: '/api/admin/certifications/1/reject',
      valid: { reason: '理由\n第二行' },
      token: tokens.admin,
    },
  ];
  return endpoints;
}
