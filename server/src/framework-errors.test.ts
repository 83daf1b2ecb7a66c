import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testApp } from '../test/app';
import { freshDatabase } from '../test/databases';

test('when a URL has broken percent-encoding, then the answer is the 400 envelope', async () => {
  const { db, drop } = await freshDatabase('pglite');
  const app = await testApp(db);
  try {
    for (const [method, url] of [
      ['POST', '/api/_content/%'],
      ['GET', '/api/file/pdf/%E0%A4%A'],
    ] as const) {
      const response = await app.inject({ method, url });
      assert.equal(response.statusCode, 400, url);
      assert.deepEqual(response.json(), { code: '400', msg: '请求地址或参数格式有误' }, url);
    }
  } finally {
    await app.close();
    await drop();
  }
});
