import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  freshDatabase,
  secondConnection,
  skipReason,
  type TestDatabase,
} from '../../test/databases';
import { waitFor } from '../../test/wait';
import type { Database } from './database';

// A connection PostgreSQL ends while a transaction waits on the site's own code (between two
// statements) is reported on the connection itself, not on a query: with nobody listening
// there, the error was uncaught and ended the process (seen when the outage test stopped
// PostgreSQL under a stream of requests). The transaction must fail with the 503 error and
// the process go on.

describe('a transaction whose connection is ended between statements', async () => {
  const skip = await skipReason('postgres');
  let database: TestDatabase;
  let killer: Database;

  before(async () => {
    if (skip) return;
    database = await freshDatabase('postgres');
    killer = await secondConnection(database);
  });
  after(async () => {
    await killer?.close();
    await database?.drop();
  });

  test(
    'when PostgreSQL ends it, then the transaction fails with the database unavailable and nothing is uncaught',
    { skip },
    async () => {
      const uncaught: unknown[] = [];
      const onUncaught = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', onUncaught);
      try {
        const outcome = database.db.transaction(async (tx) => {
          const [row] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
          await killer.query('select pg_terminate_backend($1)', [row!.pid]);
          // the site's code runs on while the connection's end arrives
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.query('select 1');
        });
        await assert.rejects(outcome, (error: Error) => {
          assert.equal(error.name, 'DatabaseUnavailableError');
          return true;
        });
        assert.deepEqual(uncaught, []);
        // marked down until its probe answers, the database then serves queries again
        const answer = await waitFor(
          () => database.db.query<{ one: number }>('select 1 as one').catch(() => undefined),
          10_000,
        );
        assert.deepEqual(answer, [{ one: 1 }]);
      } finally {
        process.off('uncaughtException', onUncaught);
      }
    },
  );
});
