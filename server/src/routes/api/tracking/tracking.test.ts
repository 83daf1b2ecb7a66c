import assert from 'node:assert/strict';
import { test } from 'node:test';
import { suiteApp, testApp } from '../../../../test/app';
import { describeOnEngines, freshDatabase } from '../../../../test/databases';
import { postMultipart } from '../../../../test/multipart';
import { auth, registerUser } from '../../../../test/users';
import { sendTracking, TRACKING_RECORD as RECORD } from '../../../../test/tracking';
import { waitFor } from '../../../../test/wait';

interface Row {
  user_id: string | number | null;
  path_name: string;
  browse_page_name: string;
  browser: string;
  version: string;
  os_name: string;
  os_version: string;
  recorded_at: Date;
}

await describeOnEngines('behaviour tracking', (engine) => {
  // a long interval: the tests flush explicitly
  const suite = suiteApp(engine, { trackingFlushMs: 60_000, trackingBatchSize: 1000 });
  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    sendTracking(suite.app, fields, headers);
  const rows = () => suite.database.db.query<Row>('select * from tracking_records order by id');

  test('when a record is sent, then it is stored with its time, six fields and the valid user', async () => {
    await suite.database.db.query('delete from tracking_records');
    const user = await registerUser(suite.app);
    const startedAt = Date.now();
    assert.deepEqual((await send(RECORD)).json(), { code: '200' });
    assert.deepEqual((await send(RECORD, auth(user.token))).json(), { code: '200' });
    assert.deepEqual((await send(RECORD, auth('not-a-token'))).json(), { code: '200' });
    await suite.app.tracking.flush();
    const stored = await rows();
    assert.equal(stored.length, 3);
    const [anonymous, known, bogus] = stored;
    assert.equal(anonymous!.user_id, null);
    assert.equal(bogus!.user_id, null);
    const me = await suite.app.repos.users.findByEmail(user.email);
    assert.equal(Number(known!.user_id), me!.id);
    assert.equal(known!.path_name, RECORD.pathName);
    assert.equal(known!.browse_page_name, RECORD.browsePageName);
    assert.equal(known!.browser, RECORD.browser);
    assert.equal(known!.version, RECORD.version);
    assert.equal(known!.os_name, RECORD.osName);
    assert.equal(known!.os_version, RECORD.osVersion);
    assert.ok(Math.abs(new Date(known!.recorded_at).getTime() - startedAt) < 60_000);
  });

  test('when the user agent tells no OS version or browser (Linux, bots), then the visit still counts', async () => {
    await suite.database.db.query('delete from tracking_records');
    const linux = { ...RECORD, osName: 'Linux', osVersion: '', browser: '', version: '' };
    assert.deepEqual((await send(linux)).json(), { code: '200' });
    await suite.app.tracking.flush();
    const [stored] = await rows();
    assert.equal(stored?.os_name, 'Linux');
    assert.equal(stored?.os_version, '');
  });

  test('when a field is missing, empty or oversized, then 400 names it and nothing is stored', async () => {
    await suite.app.tracking.flush();
    await suite.database.db.query('delete from tracking_records');
    const { osVersion: _omit, ...missing } = RECORD;
    const cases: [Record<string, string>, RegExp][] = [
      [missing, /操作系统版本/],
      [{ ...RECORD, browsePageName: '' }, /页面名称/],
      [{ ...RECORD, pathName: `/${'a'.repeat(1024)}` }, /页面路径/],
      [{ ...RECORD, browsePageName: 'x'.repeat(129) }, /页面名称/],
      [{ ...RECORD, version: 'v'.repeat(65) }, /浏览器版本/],
    ];
    for (const [fields, message] of cases) {
      const response = await send(fields);
      assert.equal(response.statusCode, 400, JSON.stringify(Object.keys(fields)));
      assert.equal(response.json().code, '400');
      assert.match(response.json().msg, message);
    }
    const fileResponse = await postMultipart(suite.app, '/api/trackware/front', RECORD, [
      {
        field: 'browser',
        filename: 'x.bin',
        contentType: 'application/octet-stream',
        content: Buffer.from('x'),
      },
    ]);
    assert.equal(fileResponse.statusCode, 400);
    await suite.app.tracking.flush();
    assert.equal((await rows()).length, 0);
  });

  test('when the batch size is reached, then the batch is written without waiting for the timer', async () => {
    const separate = await freshDatabase(engine);
    const small = await testApp(separate.db, { trackingFlushMs: 60_000, trackingBatchSize: 5 });
    try {
      for (let i = 0; i < 5; i += 1) {
        await sendTracking(small);
      }
      const count = async () =>
        Number(
          (
            await separate.db.query<{ n: number }>(
              'select count(*)::int as n from tracking_records',
            )
          )[0]!.n,
        );
      await waitFor(async () => ((await count()) >= 5 ? true : undefined));
      assert.equal(await count(), 5);
      // below the batch size, records wait for the timer… or for the app to close
      await sendTracking(small);
      assert.equal(await count(), 5);
      await small.close();
      assert.equal(await count(), 6, 'flushed on close');
    } finally {
      await small.close();
      await separate.drop();
    }
  });

  test('when many records arrive, then every one of them is stored', async () => {
    await suite.app.tracking.flush();
    await suite.database.db.query('delete from tracking_records');
    // the storage path alone: records straight into the buffer, batched inserts
    const stored = 10_000;
    for (let i = 0; i < stored; i += 1) {
      suite.app.tracking.add({ ...RECORD, recordedAt: new Date(), tokenHash: null });
    }
    await suite.app.tracking.flush();
    // the whole HTTP path, 50 clients at a time
    const requests = 1000;
    for (let i = 0; i < requests; i += 50) {
      await Promise.all(Array.from({ length: 50 }, () => sendTracking(suite.app)));
    }
    await suite.app.tracking.flush();
    const [row] = await suite.database.db.query<{ n: number }>(
      'select count(*)::int as n from tracking_records',
    );
    assert.equal(Number(row!.n), stored + requests);
  });
});
