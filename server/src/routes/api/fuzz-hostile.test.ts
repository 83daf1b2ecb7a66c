import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import { suiteServer } from '../../../test/app';
import { jobsContentDir } from '../../../test/content';
import { assertEnvelope } from '../../../test/envelope';
import { rawRequest } from '../../../test/raw-http';
import { auth, loginAs, registerUser } from '../../../test/users';
import { encodeAny, FUZZ_RUNS, jsonEndpoints as allJsonEndpoints } from '../../../test/fuzz';

// The hostile cases of the API's security review (docs/hostile-input.md), widened with fast-check beside fuzz.test.ts:
// control characters in every string field of every JSON endpoint (always a 400, never
// stored), malformed and unexpected multipart on every POST route, and raw malformed HTTP
// over a socket. Never a 5xx; every /api answer the envelope. FUZZ_RUNS scales the counts
// like fuzz.test.ts: under CI (1000) this file sends 200 cases to each of 10 JSON
// endpoints, 40 to each of 7 query routes, 100 multipart bodies to each of 13 POST routes
// and 1,500 raw requests (5,080 in all); with fuzz.test.ts's 14,200, 19,280 cases.

const RUNS = FUZZ_RUNS;
const CONTROL_RUNS = Math.max(10, Math.round(RUNS * 0.2));
const MULTIPART_RUNS = Math.max(10, Math.round(RUNS * 0.1));
const RAW_RUNS = Math.max(50, Math.round(RUNS * 1.5));
const QUERY_RUNS = Math.max(10, Math.round(CONTROL_RUNS / 5));

/** C0 controls, DEL and both halves of a surrogate pair on their own. */
const FORBIDDEN = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
];
const MULTI_LINE_FIELDS = new Set(['message', 'remark', 'reason']);

/** One string field of a valid body with one forbidden character put somewhere in it. */
function withForbiddenCharacter(valid: Record<string, string>) {
  const fields = Object.keys(valid);
  return fc
    .record({
      field: fc.constantFrom(...fields),
      at: fc.nat(),
      character: fc.constantFrom(...FORBIDDEN),
    })
    .filter(
      ({ field, character }) => !(MULTI_LINE_FIELDS.has(field) && '\t\n\r'.includes(character)),
    )
    .map(({ field, at, character }) => {
      const value = valid[field]!;
      const position = at % (value.length + 1);
      return {
        field,
        body: { ...valid, [field]: value.slice(0, position) + character + value.slice(position) },
      };
    });
}

const boundaryText = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
  fc.string({ minLength: 257, maxLength: 300 }),
  fc.constantFrom('', ' ', '"', '--', 'a b'),
);

/** Multipart bodies as a careless or hostile client writes them. */
const multipartRequest = fc
  .record({
    declared: boundaryText,
    used: fc.oneof(fc.constant(undefined), boundaryText),
    contentType: fc.constantFrom(
      'multipart/form-data; boundary=%B',
      'multipart/form-data; boundary="%B"',
      'multipart/form-data',
      'Multipart/Form-Data;boundary=%B',
      'multipart/mixed; boundary=%B',
      'multipart/form-data; boundary=%B; boundary=other',
    ),
    parts: fc.array(
      fc.record({
        name: fc.oneof(
          fc.constantFrom('pathName', 'browser', 'resume', 'jobId', '__proto__', 'constructor'),
          fc.string({ maxLength: 20 }),
        ),
        filename: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 30 })),
        header: fc.oneof(fc.constant(''), fc.string({ maxLength: 40 })),
        content: fc.uint8Array({ maxLength: 300 }),
      }),
      { maxLength: 6 },
    ),
    close: fc.boolean(),
    cut: fc.oneof(fc.constant(undefined), fc.nat()),
  })
  .map(({ declared, used, contentType, parts, close, cut }) => {
    const boundary = used ?? declared;
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const disposition = `form-data; name="${part.name}"${
        part.filename === undefined ? '' : `; filename="${part.filename}"`
      }`;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.header}\r\n\r\n`,
        ),
        Buffer.from(part.content),
        Buffer.from('\r\n'),
      );
    }
    if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const payload = Buffer.concat(chunks);
    return {
      contentType: contentType.replaceAll('%B', declared),
      payload: cut === undefined ? payload : payload.subarray(0, cut % (payload.length + 1)),
    };
  });

const API_PATHS = [
  '/api/health',
  '/api/user/login',
  '/api/user/login/checkLoginStatus',
  '/api/_content',
  '/api/_content/news',
  '/api/file/pdf/conflux2200E',
  '/api/file/download/4591',
  '/api/trackware/front',
  '/api/logout',
  '/api/product/list',
  '/api/jobs/apply',
  '/api/admin/leads',
];

/** Request lines and headers that a client library would never send. */
const rawHttp = fc
  .record({
    method: fc.oneof(
      fc.constantFrom(
        'GET',
        'POST',
        'PUT',
        'DELETE',
        'HEAD',
        'OPTIONS',
        'PROPFIND',
        'FROB',
        'G ET',
        '',
      ),
      fc.string({ maxLength: 8 }),
    ),
    path: fc.oneof(
      fc.constantFrom(...API_PATHS),
      fc
        .tuple(fc.constantFrom(...API_PATHS), fc.string({ unit: 'binary', maxLength: 30 }))
        .map(([base, junk]) => base + junk),
      fc
        .tuple(
          fc.constantFrom(...API_PATHS),
          fc.constantFrom('%00', '%', '%zz', '%E0%A4%A', '?a=%00', '?a[b]=1&a=2'),
        )
        .map(([base, junk]) => base + junk),
      fc.nat({ max: 20_000 }).map((n) => `/api/file/pdf/${'a'.repeat(n)}`),
    ),
    version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 x', '', 'http/1.1'),
    headers: fc.array(
      fc.oneof(
        fc.constantFrom(
          'Content-Type: application/json',
          'Content-Type: multipart/form-data',
          'Content-Type: text/plain',
          'Content-Type: application/x-www-form-urlencoded',
          'Content-Length: abc',
          'Content-Length: -1',
          'Content-Length: 1, 2',
          'Transfer-Encoding: chunked',
          'Transfer-Encoding: gzip, chunked',
          'Range: bytes=5-1',
          'Range: bytes=99999999-',
          'Range: bytes=0-0,1-1',
          'If-None-Match: *',
          'UserToken: ',
          'X-Forwarded-For: 1.2.3.4, garbage',
          'Expect: 100-continue',
          'Connection: upgrade\r\nUpgrade: websocket',
        ),
        fc
          .tuple(
            fc.string({ unit: 'binary', maxLength: 20 }),
            fc.string({ unit: 'binary', maxLength: 60 }),
          )
          .map(([name, value]) => `${name}: ${value}`),
        fc.nat({ max: 20_000 }).map((n) => `X-Big: ${'b'.repeat(n)}`),
      ),
      { maxLength: 5 },
    ),
    body: fc.string({ unit: 'binary', maxLength: 200 }),
    contentLength: fc.boolean(),
  })
  .map(({ method, path, version, headers, body, contentLength }) => {
    const bytes = Buffer.from(body);
    const head = [`${method} ${path} ${version}`.trimEnd(), 'Host: localhost', ...headers];
    // never more than is sent: an honest length or none (an incomplete body waits for the
    // request timeout, which is not a hostile case)
    if (contentLength) head.push(`Content-Length: ${bytes.length}`);
    return {
      label: `${method} ${path.slice(0, 80)} ${version}`,
      method,
      data: Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), bytes]),
    };
  });

describe('hostile input fuzzing (PGlite)', () => {
  const suite = suiteServer({ contentDir: jobsContentDir(), trackingFlushMs: 200 });
  let customer: string;
  let admin: string;

  before(async () => {
    customer = (await registerUser(suite.app)).token;
    admin = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
  });

  // every endpoint with a string field to put a control character in
  const jsonEndpoints = allJsonEndpoints({ customer: () => customer, admin: () => admin }).filter(
    (endpoint) => Object.keys(endpoint.valid).length > 0,
  );

  for (const endpoint of jsonEndpoints) {
    test(`when a string field of ${endpoint.method} ${endpoint.url} holds a control character (${CONTROL_RUNS} cases), then 400 and nothing stored`, async () => {
      await fc.assert(
        fc.asyncProperty(withForbiddenCharacter(endpoint.valid), async ({ field, body }) => {
          const response = await suite.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            payload: body,
            headers: endpoint.token ? auth(endpoint.token()) : {},
          });
          const label = `${endpoint.url} ${field}=${JSON.stringify(body[field])}`;
          assertEnvelope(response.statusCode, response.body, label);
          // 429: the endpoint's own rate limit, reached by the other fuzz cases
          assert.ok([400, 429].includes(response.statusCode), `${label}: ${response.body}`);
        }),
        { numRuns: CONTROL_RUNS },
      );
    });
  }

  test(`when query strings and path parameters hold control characters (${QUERY_RUNS} each), then no 5xx and the envelope`, async () => {
    const routes: [string, (value: string) => string, () => string][] = [
      ['materials', (v) => `/api/customer/materials?proId=${v}&type=drivers`, () => customer],
      ['summary', (v) => `/api/admin/tracking/summary?from=${v}`, () => admin],
      ['certifications', (v) => `/api/admin/certifications?status=${v}`, () => admin],
      ['download', (v) => `/api/file/download/${v}`, () => customer],
      ['pdf', (v) => `/api/file/pdf/${v}`, () => customer],
      ['check', (v) => `/api/productUserMid/check/client/${v}`, () => customer],
      ['content', (v) => `/api/_content/news?sortBy=${v}`, () => customer],
    ];
    for (const [name, url, token] of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 20 }),
          fc.constantFrom(...FORBIDDEN),
          async (text, character) => {
            const path = url(encodeAny(`${text}${character}`));
            const response = await suite.app.inject({ url: path, headers: auth(token()) });
            assertEnvelope(response.statusCode, response.body, `${name} ${path}`);
            assert.notEqual(response.statusCode, 200, `${name} ${path}`);
          },
        ),
        { numRuns: QUERY_RUNS },
      );
    }
  });

  const jsonRoutes = jsonEndpoints.filter((endpoint) => endpoint.url !== '/api/trackware/front');
  const postRoutes = [
    ...jsonRoutes.map((endpoint) => ({ ...endpoint, expectsMultipart: false })),
    { method: 'POST' as const, url: '/api/logout', expectsMultipart: false, token: undefined },
    {
      method: 'POST' as const,
      url: '/api/trackware/front',
      expectsMultipart: true,
      token: undefined,
    },
    { method: 'POST' as const, url: '/api/jobs/apply', expectsMultipart: true, token: undefined },
    {
      method: 'POST' as const,
      url: '/api/_content/news',
      expectsMultipart: true,
      token: undefined,
    },
  ];

  for (const route of postRoutes) {
    test(`when ${route.method} ${route.url} gets ${MULTIPART_RUNS} malformed or unexpected multipart bodies, then no 5xx and the envelope`, async () => {
      await fc.assert(
        fc.asyncProperty(multipartRequest, async ({ contentType, payload }) => {
          const response = await suite.app.inject({
            method: route.method,
            url: route.url,
            payload,
            headers: { 'content-type': contentType, ...(route.token ? auth(route.token()) : {}) },
          });
          const label = `${route.url} ${contentType.slice(0, 80)} ${payload.toString('latin1').slice(0, 120)}`;
          assertEnvelope(response.statusCode, response.body, label);
          if (!route.expectsMultipart) assert.equal(response.statusCode, 415, label);
        }),
        { numRuns: MULTIPART_RUNS },
      );
    });
  }

  test(`when ${RAW_RUNS} malformed HTTP requests arrive over a socket, then every answer is under 500 and the envelope`, async () => {
    let silent = 0;
    await fc.assert(
      fc.asyncProperty(rawHttp, async ({ label, method, data }) => {
        const response = await rawRequest(suite.port, data, { halfClose: true });
        if (!response) {
          silent += 1;
          return;
        }
        assert.ok(
          response.status >= 100 && response.status < 500,
          `${label}: ${response.status} ${response.body}`,
        );
        const noBody =
          method === 'HEAD' || [204, 304].includes(response.status) || response.body === '';
        if (!noBody && !(response.status === 200 && !response.body.startsWith('{'))) {
          assertEnvelope(response.status, response.body, label);
        }
      }),
      { numRuns: RAW_RUNS },
    );
    // closing without an answer is fine for a request cut short; the server must still serve
    const health = await rawRequest(suite.port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', {
      halfClose: true,
    });
    assert.equal(health?.status, 200);
    assert.ok(silent < RAW_RUNS, `${silent} of ${RAW_RUNS} closed without an answer`);
  });

  test('when the fuzzing is over, then no stored text holds a control character', async () => {
    const checks = [
      "select count(*) as n from users where user_name ~ $1 or email ~ $1 or coalesce(company, '') ~ $1",
      'select count(*) as n from leads where name ~ $1 or company ~ $1 or email ~ $1 or phone ~ $1',
      'select count(*) as n from certifications where company ~ $1 or contact_name ~ $1 or serial_number ~ $1',
      'select count(*) as n from tracking_records where path_name ~ $1 or browser ~ $1 or os_name ~ $1',
    ];
    await suite.app.tracking.flush();
    for (const sql of checks) {
      const rows = await suite.database.db.query<{ n: number | string }>(sql, [
        '[\\x01-\\x1f\\x7f]',
      ]);
      assert.equal(Number(rows[0]!.n), 0, sql);
    }
  });
});
