import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import {
  describeOnEngines,
  freshDatabase,
  secondConnection,
  type TestDatabase,
} from '../../test/databases';
import { createMailSender } from './mail-sender';
import type { Mailer, MailMessage } from './mailer';
import { outboxRepository } from './outbox-repository';

// The outbox sender: what a commit queued goes out once, a failed send is tried again
// later, and two instances draining one PostgreSQL send each row once between them.

function recordingMailer(fail = () => false) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (fail()) throw new Error('SMTP refused');
      sent.push(message);
    },
    close: () => undefined,
  };
  return { sent, mailer };
}

const quiet = () => undefined;
const mail = (n: number): MailMessage => ({ to: `c${n}@example.com`, subject: `s${n}`, text: 't' });

await describeOnEngines('mail outbox', (engine) => {
  let database: TestDatabase;
  before(async () => {
    database = await freshDatabase(engine);
    await migrate(database.db);
  });
  after(async () => {
    await database.drop();
  });

  test('when rows are queued, then a drain sends each once and marks it sent', async () => {
    const outbox = outboxRepository(database.db);
    for (let n = 0; n < 45; n += 1) await outbox.add(mail(n));
    const { sent, mailer } = recordingMailer();
    const sender = createMailSender({ outbox, mailer, logError: quiet });
    await sender.drain();
    await sender.drain();
    assert.equal(sent.length, 45);
    assert.equal(new Set(sent.map((m) => m.to)).size, 45);
    assert.equal(await outbox.pending(), 0);
  });

  test('when a send fails, then the row stays, says why, and is not offered again at once', async () => {
    const outbox = outboxRepository(database.db);
    await outbox.add(mail(100));
    const { sent, mailer } = recordingMailer(() => true);
    const errors: unknown[] = [];
    const sender = createMailSender({ outbox, mailer, logError: (e) => errors.push(e) });
    await sender.drain();
    await sender.drain();
    assert.equal(sent.length, 0);
    assert.equal(errors.length, 1, 'tried once: the next try waits for its backoff');
    const [row] = await database.db.query<{ attempts: number; last_error: string }>(
      'select attempts, last_error from mail_outbox where sent_at is null',
    );
    assert.deepEqual(row, { attempts: 1, last_error: 'SMTP refused' });
    await database.db.query('update mail_outbox set next_attempt_at = now() where sent_at is null');
    const retry = recordingMailer();
    await createMailSender({ outbox, mailer: retry.mailer, logError: quiet }).drain();
    assert.equal(retry.sent.length, 1);
    assert.equal(await outbox.pending(), 0);
  });

  if (engine === 'postgres') {
    let other: Database;
    before(async () => {
      other = await secondConnection(database);
    });
    after(async () => {
      await other.close();
    });

    test('when two instances drain at once, then every row is sent exactly once', async () => {
      const outbox = outboxRepository(database.db);
      for (let n = 0; n < 120; n += 1) await outbox.add(mail(1000 + n));
      const a = recordingMailer();
      const b = recordingMailer();
      await Promise.all([
        createMailSender({ outbox, mailer: a.mailer, logError: quiet }).drain(),
        createMailSender({
          outbox: outboxRepository(other),
          mailer: b.mailer,
          logError: quiet,
        }).drain(),
      ]);
      const all = [...a.sent, ...b.sent].map((m) => m.to);
      assert.equal(all.length, 120);
      assert.equal(new Set(all).size, 120);
    });
  }
});
