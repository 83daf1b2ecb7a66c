import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { suiteServer } from '../../../../test/app';
import { rawRequest } from '../../../../test/raw-http';

// Regression tests of the security review, finding 9 (docs/hostile-input.md): answers on /api that were not the {code, msg}
// envelope — Node's and Fastify's own 400s (a NUL byte in the URL, an unknown method, a bad
// header), 431 for oversized headers, and 414/415/416. Over a real socket, since a client
// library would refuse to send most of these. PGlite only.

function assertEnvelope(
  response: { status: number; headers: Record<string, string>; body: string } | undefined,
  status: number,
  label: string,
): void {
  assert.ok(response, `${label}: no answer`);
  assert.equal(response.status, status, `${label}: ${response.status} ${response.body}`);
  assert.match(response.headers['content-type'] ?? '', /application\/json/, label);
  const body = JSON.parse(response.body) as { code: string; msg: string };
  assert.equal(body.code, String(status), label);
  assert.equal(typeof body.msg, 'string', label);
  assert.deepEqual(Object.keys(body).sort(), ['code', 'msg'], label);
}

describe('raw HTTP answers', () => {
  const suite = suiteServer();

  const request = (head: string, body = '') =>
    rawRequest(suite.port, `${head}\r\nHost: localhost\r\n\r\n${body}`);

  test('when Node refuses the request line or a header (finding 9), then 400 is the envelope', async () => {
    for (const [label, head] of [
      ['a NUL byte in the URL', 'GET /api/health\u0000x HTTP/1.1'],
      ['an unknown method', 'FROB /api/health HTTP/1.1'],
      ['a space in a header name', 'GET /api/health HTTP/1.1\r\nBad Header: x'],
      ['a control character in a header value', 'GET /api/health HTTP/1.1\r\nX-A: a\u0001b'],
      ['a control character in the method', '\u0001GET /api/health HTTP/1.1'],
    ]) {
      assertEnvelope(await request(head!), 400, label!);
    }
  });

  test('when headers exceed 16 KB (finding 9), then 431 is the envelope', async () => {
    assertEnvelope(
      await request(`GET /api/health HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`),
      431,
      '431',
    );
  });

  test('when Fastify refuses the URL, the media type or a range (finding 9), then 400, 404, 414, 415 and 416 are the envelope', async () => {
    assertEnvelope(
      await request('GET /api/file/pdf/%E0%A4%A HTTP/1.1'),
      400,
      'broken percent-encoding',
    );
    assertEnvelope(await request('GET /api/health%00 HTTP/1.1'), 400, 'an encoded NUL');
    assertEnvelope(await request('PROPFIND /api/health HTTP/1.1'), 404, 'a method with no route');
    assertEnvelope(
      await request(`GET /api/file/pdf/${'a'.repeat(5000)} HTTP/1.1`),
      414,
      'a long parameter',
    );
    assertEnvelope(
      await request(
        'POST /api/user/login HTTP/1.1\r\nContent-Type: application/xml\r\nContent-Length: 3',
        '<a>',
      ),
      415,
      'an unsupported media type',
    );
    assertEnvelope(
      await request('GET /api/file/pdf/conflux2200E HTTP/1.1\r\nRange: bytes=99999999-'),
      416,
      'an unsatisfiable range',
    );
  });
});
