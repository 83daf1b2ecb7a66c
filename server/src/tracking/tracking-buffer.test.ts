import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { testApp } from '../../test/app';
import { describeOnEngines, freshDatabase, withMigratedDatabase } from '../../test/databases';
import { createRepositories } from '../repositories';
import { TrackingBuffer, type PendingRecord, type TrackingBufferOptions } from './tracking-buffer';
import { sendTracking, TRACKING_RECORD as RECORD } from '../../test/tracking';

const pending = (fields: Partial<typeof RECORD> = {}): PendingRecord => ({
  ...RECORD,
  ...fields,
  recordedAt: new Date(),
  tokenHash: null,
});

function buffer(overrides: Partial<TrackingBufferOptions>) {
  const events = { unavailable: 0, recovered: 0, rejected: [] as string[] };
  const created = new TrackingBuffer({
    flushMs: 60_000,
    batchSize: 100,
    sessions: { userIds: async () => new Map() },
    insert: async () => undefined,
    onUnavailable: () => (events.unavailable += 1),
    onRecovered: () => (events.recovered += 1),
    onRejected: (_count, reason) => events.rejected.push(reason),
    ...overrides,
  });
  return { buffer: created, events };
}

describe('tracking buffer', () => {
  test('when the database is unreachable, then the batch is kept and written on the next flush', async () => {
    const written: number[] = [];
    let down = true;
    const { buffer: b, events } = buffer({
      insert: async (records) => {
        if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        written.push(records.length);
      },
    });
    for (let i = 0; i < 3; i += 1) assert.equal(b.add(pending()), true);
    await b.flush();
    await b.flush();
    assert.equal(events.unavailable, 1, 'an outage is reported once, not at every retry');
    assert.equal(b.size, 3);
    down = false;
    await b.flush();
    assert.deepEqual(written, [3]);
    assert.equal(b.size, 0);
    assert.equal(events.recovered, 1);
    b.stop();
  });

  test('when the buffer is full, then add refuses and nothing taken is dropped', async () => {
    const { buffer: b } = buffer({
      maxPending: 10,
      insert: async () => {
        throw new Error('Connection terminated unexpectedly');
      },
    });
    for (let i = 0; i < 10; i += 1) assert.equal(b.add(pending()), true);
    assert.equal(b.add(pending()), false);
    await b.flush();
    assert.equal(b.size, 10);
    assert.equal(b.add(pending()), false);
    b.stop();
  });
});

await describeOnEngines('tracking storage', (engine) => {
  test('when one record holds a NUL byte, then only it is dropped and the valid ones are stored', async () => {
    await withMigratedDatabase(engine, async (database) => {
      const repos = createRepositories(database.db);
      const { buffer: b, events } = buffer({
        insert: (records) => repos.tracking.insertMany(records),
        sessions: repos.sessions,
      });
      // straight into the buffer: even if input validation let it through
      b.add(pending({ browser: 'a\u0000' }));
      for (let i = 0; i < 10; i += 1) b.add(pending({ pathName: `/p${i}` }));
      await b.flush();
      const rows = await database.db.query<{ path_name: string }>(
        'select path_name from tracking_records order by id',
      );
      assert.deepEqual(
        rows.map((row) => row.path_name),
        Array.from({ length: 10 }, (_, i) => `/p${i}`),
      );
      assert.equal(b.size, 0);
      assert.equal(events.rejected.length, 1, 'the bad row is reported once');
      assert.equal(events.unavailable, 0);
      // and the next records go through at once
      b.add(pending({ pathName: '/after' }));
      await b.flush();
      const [count] = await database.db.query<{ n: number }>(
        'select count(*)::int as n from tracking_records',
      );
      assert.equal(Number(count!.n), 11);
      b.stop();
    });
  });

  test('when a batch is committed but the client sees a timeout, then the retry stores nothing twice', async () => {
    await withMigratedDatabase(engine, async (database) => {
      const repos = createRepositories(database.db);
      let attempts = 0;
      const { buffer: b, events } = buffer({
        insert: async (records) => {
          await repos.tracking.insertMany(records);
          attempts += 1;
          // the statement went through, the answer did not (a frozen, then thawed server)
          if (attempts === 1) throw new Error('Query read timeout');
        },
        sessions: repos.sessions,
      });
      for (let i = 0; i < 5; i += 1) b.add(pending({ pathName: `/p${i}` }));
      await b.flush();
      assert.equal(events.unavailable, 1);
      assert.equal(b.size, 5, 'the batch is kept for the next attempt');
      b.add(pending({ pathName: '/after' }));
      await b.flush();
      const rows = await database.db.query<{ path_name: string }>(
        'select path_name from tracking_records order by path_name',
      );
      assert.deepEqual(
        rows.map((row) => row.path_name),
        ['/after', '/p0', '/p1', '/p2', '/p3', '/p4'],
      );
      assert.deepEqual(events.rejected, [], 'the retry is not a refused record');
      assert.equal(b.size, 0);
      b.stop();
    });
  });
});

describe('tracking back-pressure', () => {
  test('when the buffer is full, then the record is refused with 503 and Retry-After', async () => {
    const database = await freshDatabase('pglite');
    const app = await testApp(database.db, {
      trackingFlushMs: 60_000,
      trackingBatchSize: 1000,
      trackingMaxPending: 3,
    });
    try {
      const send = () => sendTracking(app);
      for (let i = 0; i < 3; i += 1) assert.equal((await send()).statusCode, 200);
      const refused = await send();
      assert.equal(refused.statusCode, 503);
      assert.equal(refused.json().code, '503');
      assert.equal(typeof refused.json().msg, 'string');
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      await app.tracking.flush();
      assert.equal((await send()).statusCode, 200, 'room again once written');
      await app.close();
      const [count] = await database.db.query<{ n: number }>(
        'select count(*)::int as n from tracking_records',
      );
      assert.equal(Number(count!.n), 4, 'every acknowledged record stored');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
