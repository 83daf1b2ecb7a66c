import type { SessionEvent } from './accounts/session-bus';
import type { BlobStore } from './blobs/blob-store';
import type { StaffMailConfig } from './config';
import type { Database, Queryable } from './db/database';
import type { MailMessage } from './mail/mailer';
import { createRepositories, type Repositories } from './repositories';

// What every use case takes (docs/server.md): a route parses and authorises, calls one
// use-case function with this object, and replies. Use cases reach the database only
// through the repositories; one that writes more than once does all of it inside
// inTransaction, over repositories bound to that transaction, and queues its mail there
// (the outbox): a failure at any step leaves nothing changed and sends nothing.

export interface UseCaseDeps {
  /** Repositories over the whole database: reads, and use cases that write once. */
  repos: Repositories;
  /** Runs fn in one transaction; its queued mail and session endings follow the commit. */
  inTransaction<T>(fn: (tx: TransactionDeps) => Promise<T>): Promise<T>;
  /** Files every instance reads: résumés, media, support material (blobs/blob-store.ts). */
  blobs: BlobStore;
  /** Staff addresses told of each new request (STAFF_MAIL_*); absent → no mail of that kind. */
  staffMail: StaffMailConfig;
  /** Failures that must not change an answer (e.g. mail that could not be sent). */
  logError: (error: unknown, context: string) => void;
}

/** What a use case sees inside inTransaction. */
export interface TransactionDeps {
  /** Repositories bound to this transaction only. */
  repos: Repositories;
  /** Queues a mail (a mail_outbox row of this transaction); it is sent after commit. */
  queueMail(message: MailMessage): Promise<void>;
  /** Holds an advisory lock until the transaction ends: such use cases run one at a time. */
  lock(key: number): Promise<void>;
  staffMail: StaffMailConfig;
}

export interface UseCaseDepsOptions {
  db: Pick<Database, 'transaction'>;
  repos: Repositories;
  blobs: BlobStore;
  staffMail: StaffMailConfig;
  logError: (error: unknown, context: string) => void;
  /** After a commit that queued mail: the sender sends it now. */
  mailQueued: () => void;
  /** After a commit that ended sessions: every instance's session cache forgets them. */
  sessionsEnded?: (event: SessionEvent) => Promise<void>;
}

/** Ending sessions inside a transaction tells the session caches only after the commit. */
function transactionRepositories(
  tx: Queryable,
  afterCommit: (event: SessionEvent) => void,
): Repositories {
  const repos = createRepositories(tx);
  const { sessions } = repos;
  return {
    ...repos,
    sessions: {
      ...sessions,
      async delete(tokenHash) {
        await sessions.delete(tokenHash);
        afterCommit({ kind: 'token', tokenHash });
      },
      async deleteForUser(userId) {
        await sessions.deleteForUser(userId);
        afterCommit({ kind: 'user', userId });
      },
    },
  };
}

export function createUseCaseDeps(options: UseCaseDepsOptions): UseCaseDeps {
  const { db, repos, blobs, staffMail, logError, mailQueued, sessionsEnded } = options;
  return {
    repos,
    blobs,
    staffMail,
    logError,
    async inTransaction(fn) {
      let mail = false;
      const ended: SessionEvent[] = [];
      const result = await db.transaction((tx) => {
        // a retried callback (none today) must not keep the previous attempt's effects
        mail = false;
        ended.length = 0;
        const txRepos = transactionRepositories(tx, (event) => ended.push(event));
        return fn({
          repos: txRepos,
          staffMail,
          lock: async (key) => void (await tx.query('select pg_advisory_xact_lock($1)', [key])),
          queueMail: async (message) => {
            await txRepos.outbox.add(message);
            mail = true;
          },
        });
      });
      for (const event of ended) {
        await sessionsEnded?.(event).catch((error: unknown) => logError(error, 'session ending'));
      }
      if (mail) mailQueued();
      return result;
    },
  };
}
