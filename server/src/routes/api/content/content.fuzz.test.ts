import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { chaoticBody, contentPath } from '../../../content/query/test-support/chaos';
import { fuzzRuns } from '../../../../test/fuzz';
import { FIXTURE_CONTENT } from '../../../content/test-support';
import { suiteApp } from '../../../../test/app';

// Whatever a client sends to /api/_content, the answer is never a 5xx and always the
// {code, msg?, data?} envelope whose code matches the HTTP status (docs/content-query.md part A §1).

const suite = suiteApp('pglite', { contentDir: FIXTURE_CONTENT });

function assertEnvelope(status: number, text: string): void {
  assert.ok(status < 500, `status ${status}: ${text}`);
  assert.ok([200, 400, 404].includes(status), `status ${status}`);
  const body = JSON.parse(text) as { code?: unknown; msg?: unknown; data?: unknown };
  assert.equal(body.code, String(status));
  if (status === 200) assert.ok('data' in body);
  else assert.ok(typeof body.msg === 'string' && body.msg.length > 0);
}

const rawText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '{',
    '{"where":',
    'null',
    '"text"',
    '[]',
    '{"a":1}}',
    '\u0000',
    '{"__proto__":{"x":1}}',
  ),
  fc.jsonValue().map((value) => JSON.stringify(value) ?? ''),
);
const encodedPath = contentPath.map((p) => p.split('/').map(encodeURIComponent).join('/'));

describe('POST /api/_content fuzzing', () => {
  test('when generated JSON bodies are posted, then there is no 5xx and the envelope is valid', async () => {
    await fc.assert(
      fc.asyncProperty(encodedPath, chaoticBody, async (url, body) => {
        const response = await suite.app.inject({
          method: 'POST',
          url: `/api/_content${url}`,
          payload: JSON.stringify(body) ?? '',
          headers: { 'content-type': 'application/json' },
        });
        assertEnvelope(response.statusCode, response.body);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  test('when raw text with any content type is posted, then there is no 5xx and the envelope is valid', async () => {
    const contentType = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    );
    await fc.assert(
      fc.asyncProperty(encodedPath, rawText, contentType, async (url, payload, type) => {
        const response = await suite.app.inject({
          method: 'POST',
          url: `/api/_content${url}`,
          payload,
          headers: { 'content-type': type },
        });
        assertEnvelope(response.statusCode, response.body);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  test('when generated query strings are sent with GET, then there is no 5xx and the envelope is valid', async () => {
    const param = fc.tuple(
      fc.constantFrom(
        'sortBy',
        'skip',
        'limit',
        'only',
        'without',
        'search',
        'deep',
        'text',
        'where',
        'x',
      ),
      fc.string({ maxLength: 10 }),
    );
    await fc.assert(
      fc.asyncProperty(encodedPath, fc.array(param, { maxLength: 4 }), async (url, params) => {
        const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const response = await suite.app.inject({
          method: 'GET',
          url: `/api/_content${url}?${query}`,
        });
        assertEnvelope(response.statusCode, response.body);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
});
