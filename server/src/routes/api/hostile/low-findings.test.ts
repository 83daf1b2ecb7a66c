import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../config';
import { preferredEncoding } from '../../../lib/accept-encoding';
import { testApp } from '../../../../test/app';
import { freshDatabase, type TestDatabase } from '../../../../test/databases';
import { assertEnvelope } from '../../../../test/envelope';
import { fakeWebRoot } from '../../../../test/fake-site';
import { rawRequest } from '../../../../test/raw-http';
import { uniqueEmail } from '../../../../test/users';

// Round two, finding 10 (docs/hostile-input.md): registration told anyone which addresses
// have accounts, at the register limit's pace; `Accept-Encoding: br;q=0, gzip` still got
// brotli; `Expect: 999-bogus` got Node's bare 417; production served source maps.

const TAKEN_LIMIT = 3;

describe('round two, the low findings', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  let webRoot: string;

  before(async () => {
    database = await freshDatabase('pglite');
    webRoot = fakeWebRoot();
    writeFileSync(path.join(webRoot, 'shell/dist/main.js.map'), '{"version":3}');
    writeFileSync(path.join(webRoot, 'mfe-products/dist/12.89abcdef.js.map'), '{"version":3}');
    app = await testApp(database.db, {
      webRoot,
      rateLimits: {
        ...loadConfig({}).rateLimits,
        register: 1000,
        registerTaken: TAKEN_LIMIT,
        registerAccount: 1000,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(async () => {
    await app.close();
    await database.drop();
  });

  const register = (email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress,
      payload: { userName: '测试用户', email, password: 'Passw0rd!' },
    });

  test('when one address keeps finding registered accounts, then it is refused for the hour', async () => {
    const taken = uniqueEmail('taken');
    assert.equal((await register(taken, '10.5.0.1')).statusCode, 200);
    const statuses: number[] = [];
    for (let i = 0; i < TAKEN_LIMIT + 2; i += 1) {
      statuses.push((await register(taken, '10.5.0.2')).statusCode);
    }
    assert.deepEqual(statuses, [...Array<number>(TAKEN_LIMIT).fill(409), 429, 429]);
    const refused = await register(uniqueEmail('new'), '10.5.0.2');
    assertEnvelope(refused.statusCode, refused.body, 'past the limit');
    assert.equal(refused.statusCode, 429, 'even a free address is refused to that client');
    assert.ok(Number(refused.headers['retry-after']) > 60, 'for the rest of the hour');
    assert.equal((await register(taken, '10.5.0.3')).statusCode, 409, 'others still told');
    assert.equal((await register(uniqueEmail('ok'), '10.5.0.3')).statusCode, 200);
  });

  test('when a coding is refused with q=0, then it is not used', async () => {
    for (const [header, expected] of [
      ['br;q=0, gzip', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['BR;Q=0, GZIP', 'gzip'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['br;q=0.2, gzip;q=0.8', 'gzip'],
      ['gzip, br', 'br'],
      ['identity', undefined],
      ['br;q=nonsense, gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      assert.equal(preferredEncoding(header), expected, header);
      const page = await app.inject({ url: '/', headers: { 'accept-encoding': header } });
      assert.equal(page.headers['content-encoding'], expected, `page, ${header}`);
    }
    const routes = await app.inject({
      url: '/mf/routes.json?padding',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    assert.notEqual(routes.headers['content-encoding'], 'br', 'a JSON answer');
  });

  test('when Expect is not 100-continue, then /api answers the 417 envelope', async () => {
    for (const expect of ['999-bogus', 'bogus', 'x'.repeat(200)]) {
      const response = await rawRequest(
        port,
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nExpect: ${expect}\r\n\r\n`,
      );
      assert.ok(response, expect);
      assertEnvelope(response.status, response.body, `Expect: ${expect}`);
      assert.equal(response.status, 417);
    }
  });

  test('when a source map is asked for, then it is not served unless configured', async () => {
    for (const url of ['/main.js.map', '/remotes/products/12.89abcdef.js.map', '/MAIN.JS.MAP']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /version/, url);
    }
    assert.equal((await app.inject({ url: '/main.js' })).statusCode, 200);
    const configured = await testApp(database.db, { webRoot, serveSourceMaps: true });
    try {
      assert.equal((await configured.inject({ url: '/main.js.map' })).statusCode, 200);
    } finally {
      await configured.close();
    }
  });
});

describe('round two, finding 10: taken answers per e-mail and phone', () => {
  const ACCOUNT_LIMIT = 3;
  let database: TestDatabase;
  let app: FastifyInstance;
  let client = 0;
  /** A new client address for each request: rotating addresses must not help. */
  const nextAddress = () => `10.7.${Math.floor(client / 250)}.${(client++ % 250) + 1}`;

  before(async () => {
    database = await freshDatabase('pglite');
    app = await testApp(database.db, {
      rateLimits: {
        ...loadConfig({}).rateLimits,
        register: 1000,
        registerTaken: 1000,
        registerAccount: ACCOUNT_LIMIT,
      },
    });
  });
  after(async () => {
    await app.close();
    await database.drop();
  });

  const register = (body: { email: string; phone?: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: nextAddress(),
      payload: { userName: '测试用户', password: 'Passw0rd!', ...body },
    });
  const statuses = async (bodies: Array<{ email: string; phone?: string }>) => {
    const answers: number[] = [];
    for (const body of bodies) answers.push((await register(body)).statusCode);
    return answers;
  };

  test('when one e-mail is probed from many addresses, then it is answered taken 3 times an hour in all', async () => {
    const taken = uniqueEmail('probed');
    assert.equal((await register({ email: taken })).statusCode, 200);
    const probes = [taken, taken.toUpperCase(), taken, taken, taken].map((email) => ({ email }));
    assert.deepEqual(await statuses(probes), [409, 409, 409, 429, 429]);
    const refused = await register({ email: taken });
    assertEnvelope(refused.statusCode, refused.body, 'past the limit');
    assert.ok(Number(refused.headers['retry-after']) > 60, 'for the rest of the hour');
    const other = uniqueEmail('other');
    assert.equal((await register({ email: other })).statusCode, 200);
    assert.equal((await register({ email: other })).statusCode, 409, 'another account is told');
  });

  test('when one phone is probed with fresh e-mails, then the phone is limited and the e-mails stay free', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    assert.equal((await register({ email: uniqueEmail('owner'), phone })).statusCode, 200);
    const emails = Array.from({ length: 5 }, () => uniqueEmail('fresh'));
    const spelled = [
      phone,
      `${phone.slice(0, 3)} ${phone.slice(3)}`,
      phone.replace(/^(\d{3})(\d{4})/, '$1-$2-'),
    ];
    const probes = emails.map((email, i) => ({ email, phone: spelled[i % 3]! }));
    assert.deepEqual(await statuses(probes), [409, 409, 409, 429, 429]);
    // the e-mails sent with the taken phone were not the ones answered taken
    assert.equal((await register({ email: emails[0]! })).statusCode, 200);
  });
});
