import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../config';
import { testApp } from '../../../../test/app';
import { freshDatabase, type TestDatabase } from '../../../../test/databases';
import { assertEnvelope } from '../../../../test/envelope';
import { fakeWebRoot } from '../../../../test/fake-site';
import { multipart } from '../../../../test/multipart';
import { TRACKING_RECORD } from '../../../../test/tracking';

// Round two, finding 7 (docs/hostile-input.md): 3,000 posts of pathName=/about/fakepage from
// one client in 4 s made a fake route the top of the staff traffic chart. Records are limited
// per client address ('429' envelope past it, others unaffected), and only paths the route
// table knows are charted as pages; the others are stored apart.

const LIMIT = 20;

describe('tracking from a hostile client', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  const post = (ip: string, pathName = TRACKING_RECORD.pathName) =>
    app.inject({
      method: 'POST',
      url: '/api/trackware/front',
      remoteAddress: ip,
      ...multipart({ ...TRACKING_RECORD, pathName }),
    });

  before(async () => {
    database = await freshDatabase('pglite');
    app = await testApp(database.db, {
      webRoot: fakeWebRoot(),
      trackingFlushMs: 60_000,
      rateLimits: { ...loadConfig({}).rateLimits, tracking: LIMIT },
    });
  });
  after(async () => {
    await app.close();
    await database.drop();
  });

  test('when one client posts past its limit, then it gets the 429 envelope and others are still served', async () => {
    const statuses: number[] = [];
    let last = await post('10.0.0.1');
    statuses.push(last.statusCode);
    for (let i = 1; i < LIMIT + 5; i += 1) {
      last = await post('10.0.0.1');
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [...Array<number>(LIMIT).fill(200), ...Array<number>(5).fill(429)]);
    assertEnvelope(429, last.body, 'past the limit');
    assert.equal(JSON.parse(last.body).code, '429');
    assert.ok(Number(last.headers['retry-after']) > 0, 'Retry-After says when to come back');
    assert.equal((await post('10.0.0.2')).statusCode, 200, 'another client is served');
  });

  test('when clients post paths the route table does not know, then they are stored apart and not charted', async () => {
    const fake = ['/about/fakepage', '/admin.php', '/search/../../etc/passwd', '/%E0%A4%A'];
    for (const [index, pathName] of fake.entries()) {
      for (let i = 0; i < 5; i += 1) {
        assert.equal((await post(`10.1.${index}.${i}`, pathName)).statusCode, 200, pathName);
      }
    }
    for (const pathName of ['/about/leadership/chen', '//search/', '/product/conflux2200E?x=1']) {
      assert.equal((await post('10.2.0.1', pathName)).statusCode, 200, pathName);
    }
    await app.tracking.flush();

    const stored = await database.db.query<{ path_name: string; known_route: boolean }>(
      'select path_name, known_route from tracking_records',
    );
    for (const pathName of fake) {
      const rows = stored.filter((row) => row.path_name === pathName);
      assert.equal(rows.length, 5, `${pathName} is stored`);
      assert.ok(
        rows.every((row) => !row.known_route),
        `${pathName} is stored apart`,
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const summary = await app.repos.tracking.summary(today, tomorrow);
    const charted = summary.byRoute.map((item) => item.key);
    for (const pathName of fake) assert.ok(!charted.includes(pathName), `${pathName} not charted`);
    assert.ok(charted.includes('/about/leadership/chen'), 'a known page is charted');
    assert.ok(charted.includes('//search/'), 'a known page written oddly is charted');
    assert.equal(
      summary.total,
      stored.filter((row) => row.known_route).length,
      'the total counts page views only',
    );
  });
});
