import type { Queryable } from '../db/database';
import type { MailMessage } from './mailer';

// The mail outbox (migration 0006): use cases add rows inside their transaction; the sender
// claims due rows, sends them and marks them sent or failed (retried later, with backoff).

export interface OutboxMail extends MailMessage {
  id: string;
  attempts: number;
}

/** A row that failed this many times stays unsent (last_error says why). */
export const OUTBOX_MAX_ATTEMPTS = 10;
/** Sent rows are kept this long (what went out, for support), then deleted. */
const KEEP_SENT_DAYS = 7;

/**
 * Takes due rows for a lease: a row claimed by one instance is skipped by every other (skip
 * locked), and offered again only when the lease ran out (an instance died while sending).
 */
const CLAIM = `update mail_outbox
    set claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
  where id in (
    select id from mail_outbox
     where sent_at is null and attempts < $3 and next_attempt_at <= now()
       and (claimed_until is null or claimed_until < now())
     order by id limit $1
       for update skip locked)
  returning id::text as id, recipient as "to", subject, body as text, attempts`;

/** Offered again after 30 s, 1, 2, 4 … minutes (at most an hour). */
const FAIL = `update mail_outbox
    set claimed_until = null, last_error = $2,
        next_attempt_at = now() + make_interval(secs => least(3600, 30 * power(2, attempts - 1)))
  where id = $1`;

export function outboxRepository(db: Queryable) {
  return {
    async add(message: MailMessage): Promise<void> {
      await db.query('insert into mail_outbox (recipient, subject, body) values ($1, $2, $3)', [
        message.to,
        message.subject,
        message.text,
      ]);
    },

    /** Up to `limit` due rows, each leased for `leaseSeconds` (CLAIM). */
    async claim(limit: number, leaseSeconds: number): Promise<OutboxMail[]> {
      return db.query<OutboxMail>(CLAIM, [limit, leaseSeconds, OUTBOX_MAX_ATTEMPTS]);
    },

    async markSent(id: string): Promise<void> {
      await db.query(
        'update mail_outbox set sent_at = now(), claimed_until = null, last_error = null where id = $1',
        [id],
      );
    },

    async markFailed(id: string, reason: string): Promise<void> {
      await db.query(FAIL, [id, reason.slice(0, 500)]);
    },

    async purgeSent(): Promise<void> {
      await db.query(
        `delete from mail_outbox where sent_at < now() - interval '${KEEP_SENT_DAYS} days'`,
      );
    },

    /** Rows not sent yet (tests, health). */
    async pending(): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from mail_outbox where sent_at is null',
      );
      return row?.n ?? 0;
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
