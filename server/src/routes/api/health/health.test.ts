import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testApp } from '../../../../test/app';
import { describeOnEngines, freshDatabase } from '../../../../test/databases';

await describeOnEngines('GET /api/health', (engine) => {
  test('when the database is up, then it answers 200 with db up and the content count', async () => {
    const { db, drop } = await freshDatabase(engine);
    const app = await testApp(db);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.code, '200');
      assert.equal(body.data.db, 'up');
      assert.equal(typeof body.data.contentDocs, 'number');
    } finally {
      await app.close();
      await drop();
    }
  });

  test('when the database is down, then it answers 503 with the envelope', async () => {
    const { db, drop } = await freshDatabase(engine);
    const app = await testApp(db);
    try {
      await db.close();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), { code: '503', msg: '数据库不可用' });
    } finally {
      await app.close();
      await drop().catch(() => undefined);
    }
  });
});
