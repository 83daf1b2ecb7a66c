import fc from 'fast-check';
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

/** Percent-encoding that also writes a lone surrogate (as the bytes WTF-8 gives it). */
export function encodeAny(text: string): string {
  return [...text]
    .map((character) => {
      const unit = character.charCodeAt(0);
      if (character.length > 1 || unit < 0xd800 || unit > 0xdfff)
        return encodeURIComponent(character);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** Characters a reader cannot see or that reorder text: controls, bidi, zero-width, surrogates. */
export const UNSEEN_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 33 }, (_, code) => String.fromCharCode(0x7f + code)),
  ...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200b\u200c\u200d\u200e\u200f',
  ...'\u061c\u180e\u2060\u2061\u2064\ufeff\u00ad\u034f\u115f\u3164\ufe0f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
];

/**
 * A query or path value as a hostile client writes it, percent-encoded: text with unseen
 * characters, broken UTF-8 and stray escapes, sometimes oversized (kept under Node's 16 KB
 * request line).
 */
export const hostileUrlValue: fc.Arbitrary<string> = fc
  .record({
    pieces: fc.array(
      fc.oneof(
        fc.string({ maxLength: 8 }).map(encodeAny),
        fc.constantFrom(...UNSEEN_CHARACTERS).map(encodeAny),
        fc.constantFrom('%FF', '%C0%AF', '%E4%B8', '%ED%A0%80', '%', '%%', '%zz', '+', '&=', '#'),
        fc.constantFrom('中文', 'dpu', ' ', '<script>', '\'"').map(encodeAny),
      ),
      { minLength: 1, maxLength: 12 },
    ),
    repeat: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, fc.integer({ min: 50, max: 400 })),
  })
  .map(({ pieces, repeat }) => pieces.join('').repeat(repeat).slice(0, 9000));
