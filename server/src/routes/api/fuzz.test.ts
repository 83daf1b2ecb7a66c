import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { productByKey } from '@dpu/contracts';
import { suiteApp } from '../../../test/app';
import { assertEnvelope } from '../../../test/envelope';
import { jobsContentDir } from '../../../test/content';
import { multipart } from '../../../test/multipart';
import { auth, loginAs, registerUser } from '../../../test/users';
import { FUZZ_RUNS, jsonEndpoints as allJsonEndpoints } from '../../../test/fuzz';

// Every JSON endpoint (and the multipart and parameterised ones) gets fast-check bodies:
// random JSON, near-valid bodies with fields swapped for junk or dropped, and broken
// JSON text. Whatever arrives, the answer is never a 5xx and always a valid envelope
// without internals. FUZZ_RUNS sets the cases per endpoint (CI: 1000; locally 100).
// Runs on PGlite: the storage paths themselves are covered on both engines elsewhere.
// fuzz-hostile.test.ts adds control characters, malformed multipart and raw HTTP.

const RUNS = FUZZ_RUNS;
/** Query strings, path parameters and multipart forms: a fifth, to keep CI in budget. */
const OTHER_RUNS = Math.max(50, Math.round(RUNS / 5));
const E = productByKey('conflux2200E')!;

/** Valid values, each sometimes swapped for random JSON, a random string, or left out. */
function nearValid(valid: Record<string, unknown>) {
  return fc.record(
    Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [
        key,
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(value) },
          { weight: 1, arbitrary: fc.jsonValue() },
          { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
          { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
}

/** Bodies: random JSON, near-valid objects, and text that is not JSON at all. */
function bodies(valid: Record<string, unknown>): fc.Arbitrary<{ raw: string }> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue().map((v) => ({ raw: JSON.stringify(v) ?? 'null' })) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.string(), fc.jsonValue())
        .map((v) => ({ raw: JSON.stringify(v) })),
    },
    { weight: 6, arbitrary: nearValid(valid).map((v) => ({ raw: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.string().map((s) => ({ raw: s })) },
  );
}

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '4591',
    '0',
    '-1',
    '1e3',
    '..',
    '%2e%2e%2fetc%2fpasswd',
    'conflux2200E',
    E.proId,
    '99999999999',
  ),
  fc.integer().map(String),
);

describe('fuzzed endpoints (PGlite)', () => {
  const suite = suiteApp('pglite', { contentDir: jobsContentDir(), trackingFlushMs: 200 });
  let customer: string;
  let admin: string;

  before(async () => {
    customer = (await registerUser(suite.app)).token;
    admin = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
  });

  const send = async (options: InjectOptions, label: string) => {
    const response = await suite.app.inject(options);
    assertEnvelope(response.statusCode, response.body, label);
  };

  const jsonEndpoints = allJsonEndpoints({ customer: () => customer, admin: () => admin });

  for (const endpoint of jsonEndpoints) {
    test(`when ${endpoint.method} ${endpoint.url} gets ${RUNS} fuzzed bodies, then no 5xx and always the envelope`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.valid), fc.boolean(), async ({ raw }, withToken) => {
          await send(
            {
              method: endpoint.method,
              url: endpoint.url,
              payload: raw,
              headers: {
                'content-type': 'application/json',
                ...(endpoint.token && withToken ? auth(endpoint.token()) : {}),
              },
            },
            `${endpoint.method} ${endpoint.url} ${raw.slice(0, 200)}`,
          );
        }),
        { numRuns: RUNS },
      );
    });
  }

  test(`when query strings and path parameters are fuzzed (${OTHER_RUNS} each), then no 5xx and always the envelope`, async () => {
    const queryValue = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('drivers', 'pending', '2025-01-01', E.proId, '1', '0', '101'),
    );
    const routes: [string, (a: string, b: string) => string, () => string][] = [
      ['materials', (a, b) => `/api/customer/materials?proId=${a}&type=${b}`, () => customer],
      ['summary', (a, b) => `/api/admin/tracking/summary?from=${a}&to=${b}`, () => admin],
      ['leads', (a, b) => `/api/admin/leads?page=${a}&pageSize=${b}`, () => admin],
      ['applications', (a, b) => `/api/admin/applications?page=${a}&pageSize=${b}`, () => admin],
      ['certifications', (a) => `/api/admin/certifications?status=${a}`, () => admin],
      ['certifications-q', (a, b) => `/api/admin/certifications?q=${a}&proId=${b}`, () => admin],
      ['leads-filter', (a, b) => `/api/admin/leads?from=${a}&interested=${b}`, () => admin],
      ['customers', (a, b) => `/api/admin/customers?q=${a}&page=${b}`, () => admin],
      ['audit', (a, b) => `/api/admin/audit?action=${a}&pageSize=${b}`, () => admin],
      ['download', (a) => `/api/file/download/${a}`, () => customer],
      ['pdf', (a) => `/api/file/pdf/${a}`, () => customer],
      ['check', (a) => `/api/productUserMid/check/client/${a}`, () => customer],
      ['resume', (a) => `/api/admin/applications/${a}/resume`, () => admin],
      ['approve', (a) => `/api/admin/certifications/${a}/approve`, () => admin],
    ];
    for (const [name, url, token] of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(queryValue, segment),
          fc.oneof(queryValue, segment),
          fc.boolean(),
          async (a, b, withToken) => {
            const path = url(encodeURIComponent(a), encodeURIComponent(b));
            await send(
              {
                method: name === 'approve' ? 'POST' : 'GET',
                url: path,
                headers: withToken ? auth(token()) : {},
              },
              `${name} ${path}`,
            );
          },
        ),
        { numRuns: OTHER_RUNS },
      );
    }
  });

  test(`when multipart forms are fuzzed (${OTHER_RUNS} each), then no 5xx and always the envelope`, async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ minLength: 1000, maxLength: 1100 }),
      fc.constantFrom('', 'Chrome', '/'),
    );
    const trackingFields = fc.record(
      {
        pathName: value,
        browsePageName: value,
        browser: value,
        version: value,
        osName: value,
        osVersion: value,
        extra: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(trackingFields, async (fields) => {
        const form = multipart(fields);
        await send(
          {
            method: 'POST',
            url: '/api/trackware/front',
            payload: form.payload,
            headers: form.headers,
          },
          `tracking ${JSON.stringify(fields).slice(0, 200)}`,
        );
      }),
      { numRuns: OTHER_RUNS },
    );
    const applyFields = fc.record(
      {
        jobId: fc.oneof(value, fc.constant('dpu-driver-engineer')),
        name: value,
        phone: fc.oneof(value, fc.constant('13800138000')),
        email: fc.oneof(value, fc.constant('a@example.com')),
      },
      { requiredKeys: [] },
    );
    const resume = fc.oneof(
      fc.constant(undefined),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => Buffer.concat([Buffer.from('%PDF-'), Buffer.from(bytes)])),
    );
    await fc.assert(
      fc.asyncProperty(applyFields, resume, async (fields, content) => {
        const form = multipart(
          fields as Record<string, string>,
          content
            ? [{ field: 'resume', filename: 'r.pdf', contentType: 'application/pdf', content }]
            : [],
        );
        await send(
          { method: 'POST', url: '/api/jobs/apply', payload: form.payload, headers: form.headers },
          `apply ${JSON.stringify(fields).slice(0, 200)}`,
        );
      }),
      { numRuns: OTHER_RUNS },
    );
  });
});
