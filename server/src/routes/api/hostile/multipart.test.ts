import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { suiteServer } from '../../../../test/app';
import { jobsContentDir } from '../../../../test/content';
import { multipart, postMultipart } from '../../../../test/multipart';
import { openRaw, type RawConnection } from '../../../../test/raw-http';
import { auth, loginAs } from '../../../../test/users';

// Regression tests of the security review, finding 3 (docs/hostile-input.md) (multipart bodies bypassed the body limit on every
// POST route: 10 MB file parts were buffered before any check) and finding 5 (malformed
// multipart answered 500). Parsing, not storage: PGlite only.

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

/** Every POST (and DELETE) route that takes JSON: multipart there is refused unread (staff
 * routes check the token first, also before reading). */
const JSON_ROUTES: [string, string][] = [
  ['POST', '/api/logout'],
  ['POST', '/api/user/login'],
  ['POST', '/api/user/register'],
  ['POST', '/api/user/forget/code'],
  ['POST', '/api/user/forget/reset'],
  ['POST', '/api/certification'],
  ['POST', '/api/contact'],
  ['POST', '/api/admin/grants'],
  ['DELETE', '/api/admin/grants'],
  ['POST', '/api/admin/certifications/1/approve'],
  ['POST', '/api/admin/certifications/1/reject'],
];
const MULTIPART_ROUTES = ['/api/trackware/front', '/api/jobs/apply'];

/**
 * Streams `total` bytes of body after `head` until the server answers; returns the answer
 * and how many body bytes had been sent by then.
 */
async function sendUntilAnswered(connection: RawConnection, head: string, total: number) {
  let answered = false;
  void connection.response.then(() => (answered = true));
  await connection.write(head);
  let sent = 0;
  while (!answered && sent < total) {
    await Promise.race([connection.write(CHUNK), connection.response]);
    sent += CHUNK.length;
  }
  return { response: await connection.response, sent };
}

describe('multipart only where a route expects it', () => {
  const suite = suiteServer({ contentDir: jobsContentDir() });

  test('when any JSON route gets a multipart body (finding 3), then 415 and the envelope', async () => {
    const form = multipart({ a: 'b' }, [
      { field: 'f', filename: 'x.bin', contentType: 'application/pdf', content: CHUNK },
    ]);
    const admin = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
    for (const [method, url] of JSON_ROUTES) {
      const response = await suite.app.inject({
        method: method as 'POST',
        url,
        payload: form.payload,
        headers: { ...form.headers, ...(url.startsWith('/api/admin') ? auth(admin) : {}) },
      });
      assert.equal(response.statusCode, 415, `${method} ${url}`);
      assert.deepEqual(response.json(), { code: '415', msg: '不支持的内容类型' });
    }
  });

  test('when a 10 MB multipart goes to POST /api/logout (finding 3), then it is refused before the body is read', async () => {
    const boundary = 'x'.repeat(24);
    const connection = openRaw(suite.port);
    try {
      const { response, sent } = await sendUntilAnswered(
        connection,
        [
          'POST /api/logout HTTP/1.1',
          'Host: localhost',
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          `Content-Length: ${10 * MB + 200}`,
          '',
          `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="big.bin"\r\n\r\n`,
        ].join('\r\n'),
        10 * MB,
      );
      assert.equal(response?.status, 415);
      assert.deepEqual(JSON.parse(response!.body), { code: '415', msg: '不支持的内容类型' });
      assert.ok(sent < 5 * MB, `answered after ${sent} bytes`);
    } finally {
      connection.close();
    }
  });

  test('when a resume goes over 10 MB (finding 3), then 413 comes at the limit and no file is left behind', async () => {
    const boundary = 'y'.repeat(24);
    const fields = multipart({
      jobId: 'dpu-driver-engineer',
      name: '钱七',
      phone: '13900139000',
      email: 'qian@example.com',
    }).payload.toString();
    const connection = openRaw(suite.port);
    try {
      const { response, sent } = await sendUntilAnswered(
        connection,
        [
          'POST /api/jobs/apply HTTP/1.1',
          'Host: localhost',
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          `Content-Length: ${40 * MB}`,
          '',
          fields
            .replace(/----dpu[0-9a-f]+/g, boundary)
            .replace(new RegExp(`--${boundary}--\\r\\n$`), '') +
            `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
        ].join('\r\n'),
        20 * MB,
      );
      assert.equal(response?.status, 413);
      assert.deepEqual(JSON.parse(response!.body), {
        code: '413',
        msg: '文件不能超过 10 MB',
        fields: { resume: '文件不能超过 10 MB' },
      });
      // before the part ends (40 MB): socket buffers on both sides hold a few MB in flight
      assert.ok(sent < 20 * MB, `answered after ${sent} bytes`);
    } finally {
      connection.close();
    }
    const incoming = path.join(suite.app.config.dataDir, 'uploads', 'incoming');
    assert.deepEqual(await readdir(incoming).catch(() => []), []);
  });

  test('when a multipart body is malformed (finding 5), then 400 and the envelope', async () => {
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="pathName"\r\n\r\n/x\r\n--${boundary}--\r\n`;
    const cases: [string, string, string][] = [
      ['no boundary', 'multipart/form-data', 'x'],
      ['a boundary the body does not use', 'multipart/form-data; boundary=abc', part('xyz')],
      [
        'a boundary over 256 characters',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
        part('b'.repeat(300)),
      ],
      [
        'a part cut short',
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished',
      ],
      [
        'a broken part header',
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition\r\n\r\nx\r\n--abc--\r\n',
      ],
    ];
    for (const url of MULTIPART_ROUTES) {
      for (const [label, contentType, payload] of cases) {
        const response = await suite.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': contentType },
        });
        assert.equal(response.statusCode, 400, `${url} ${label}: ${response.body}`);
        assert.equal(response.json().code, '400', `${url} ${label}`);
      }
    }
  });

  test('when a file part goes to the tracking route, then 400 says it takes no files', async () => {
    const response = await postMultipart(suite.app, '/api/trackware/front', { pathName: '/x' }, [
      { field: 'browser', filename: 'x', contentType: 'text/plain', content: Buffer.from('y') },
    ]);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { code: '400', msg: '请求参数有误：此接口不接受文件上传' });
  });

  test('when a resume is refused after upload (not a PDF or Word file), then its file is removed', async () => {
    const response = await postMultipart(
      suite.app,
      '/api/jobs/apply',
      { jobId: 'dpu-driver-engineer', name: '钱七', phone: '13900139000', email: 'q@example.com' },
      [{ field: 'resume', filename: 'r.txt', contentType: 'text/plain', content: CHUNK }],
    );
    assert.equal(response.statusCode, 400);
    const incoming = path.join(suite.app.config.dataDir, 'uploads', 'incoming');
    assert.deepEqual(await readdir(incoming).catch(() => []), []);
  });
});
