import type { Mailer } from './mailer';
import type { OutboxRepository } from './outbox-repository';

// Sends what the outbox holds: at once after a commit that queued mail (kick), at start
// (rows left by a stopped instance) and every intervalMs (retries). One drain at a time per
// instance; across instances the claim keeps a row to one sender.

export interface MailSender {
  /** A commit queued mail: send it now (coalesced with a drain already running). */
  kick(): void;
  /** Sends every due row; resolves when none is left (tests, the CLI before it exits). */
  drain(): Promise<void>;
  /** Drains now and every intervalMs. */
  start(): void;
  /** Stops the timer and waits for a drain in progress. */
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  outbox: OutboxRepository;
  mailer: Mailer;
  /** How often unsent rows are tried again (default 30 s). */
  intervalMs?: number;
  logError: (error: unknown, context: string) => void;
}

const BATCH = 20;
/** Longer than one SMTP send's time, so a row is not offered again while it is being sent. */
const LEASE_SECONDS = 120;

export function createMailSender(options: MailSenderOptions): MailSender {
  const { outbox, mailer, logError } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const sendBatch = async (): Promise<number> => {
    const rows = await outbox.claim(BATCH, LEASE_SECONDS);
    for (const row of rows) {
      try {
        await mailer.send({ to: row.to, subject: row.subject, text: row.text });
        await outbox.markSent(row.id);
      } catch (error) {
        logError(error, `mail ${row.id} not sent (attempt ${row.attempts})`);
        await outbox.markFailed(row.id, error instanceof Error ? error.message : String(error));
      }
    }
    return rows.length;
  };

  const loop = async () => {
    do {
      again = false;
      while (!stopped && (await sendBatch()) === BATCH);
    } while (again && !stopped);
  };

  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((error: unknown) => logError(error, 'mail outbox'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    kick: () => void drain(),
    drain,
    start() {
      const purge = () =>
        void outbox.purgeSent().catch((error: unknown) => logError(error, 'mail outbox purge'));
      const intervalMs = options.intervalMs ?? 30_000;
      let ticks = 0;
      void drain();
      purge();
      timer = setInterval(() => {
        void drain();
        // sent rows older than a week go about once an hour
        if ((ticks += 1) % Math.max(1, Math.round(3_600_000 / intervalMs)) === 0) purge();
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
