import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { testApp } from '../../test/app';
import { freshDatabase, type TestDatabase } from '../../test/databases';
import { startSmtp } from '../../test/smtp';
import { askForRecoveryCode, registerUser } from '../../test/users';
import { codeFrom, outboxMessages, waitFor } from '../../test/wait';

let database: TestDatabase;
before(async () => {
  database = await freshDatabase('pglite');
});
after(async () => {
  await database.drop();
});

test('when SMTP_URL is set, then the recovery code arrives at a real SMTP server and resets the password', async () => {
  const smtp = await startSmtp();
  const app = await testApp(database.db, { smtpUrl: smtp.url });
  try {
    const user = await registerUser(app);
    const asked = await askForRecoveryCode(app, user.email);
    assert.deepEqual(asked.json(), { code: '200' });
    const message = await waitFor(() => smtp.messages.find((m) => m.includes(user.email)));
    assert.match(message, /^Subject: /m);
    const code = codeFrom(message);
    assert.match(code ?? '', /^\d{6}$/);
    assert.deepEqual(outboxMessages(app.config.dataDir), [], 'nothing lands in the outbox');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/user/forget/reset',
      payload: { email: user.email, code, password: 'Fresh1234' },
    });
    assert.deepEqual(reset.json(), { code: '200' });
  } finally {
    await app.close();
    await smtp.close();
  }
});

test('when the SMTP server is down, then asking for a code still answers 200 (logged, not shown)', async () => {
  const smtp = await startSmtp();
  await smtp.close();
  const app = await testApp(database.db, { smtpUrl: smtp.url });
  try {
    const user = await registerUser(app);
    const asked = await askForRecoveryCode(app, user.email);
    assert.deepEqual(asked.json(), { code: '200' });
  } finally {
    await app.close();
  }
});
