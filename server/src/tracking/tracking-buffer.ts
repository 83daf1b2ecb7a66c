import { randomUUID } from 'node:crypto';
import type { TrackingRecord } from '@dpu/contracts';
import type { SessionsRepository } from '../accounts/sessions-repository';
import type { StoredTracking } from './tracking-repository';

// Behaviour records arrive on every navigation (docs/site.md §4), so they are not written one by
// one: they wait in memory and go to the database in one statement every flushMs or
// batchSize records, whichever comes first, and once more when the app closes. Tokens
// are resolved to user ids per batch, in one query.
//
// An acknowledged record is never dropped for want of room: when maxPending records wait
// (the database is down or slower than the traffic) add() refuses and the client is told
// to come back later. A batch the database rejects for its data is split in halves until
// the rows it refuses are found; only those are dropped, so one bad row never holds up
// the others. Any other failure (the database unreachable) keeps the batch for the next
// attempt. A failure may come after the database committed (a timed-out statement that a
// frozen server finishes later): every record carries a key, so writing it again is a no-op.

export interface PendingRecord extends TrackingRecord {
  recordedAt: Date;
  /** A page of the route table (false: stored apart, not charted; known-paths.ts). */
  knownRoute?: boolean;
  tokenHash: string | null;
}

export interface TrackingBufferOptions {
  flushMs: number;
  batchSize: number;
  /** Records kept while the database is slow or unreachable; beyond it add() refuses. */
  maxPending?: number;
  insert: (records: StoredTracking[]) => Promise<void>;
  sessions: Pick<SessionsRepository, 'userIds'>;
  /** The database could not be reached; called once per outage (retries are quiet). */
  onUnavailable: (error: unknown, waiting: number) => void;
  /** Writing works again after an outage. */
  onRecovered?: (waiting: number) => void;
  /** Records the database refused for their content, dropped. */
  onRejected: (count: number, reason: string) => void;
}

/** PostgreSQL refused the data itself (SQLSTATE class 22 data exception, 23 constraint). */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

type Outcome = { settled: number; error?: unknown };
type KeyedRecord = PendingRecord & { key: string };

export class TrackingBuffer {
  private pending: KeyedRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly maxPending: number;
  private unavailable = false;

  constructor(private readonly options: TrackingBufferOptions) {
    this.maxPending = options.maxPending ?? 50_000;
  }

  /** Records acknowledged and not yet written (including a batch being written). */
  get size(): number {
    return this.pending.length;
  }

  /** Takes a record, or answers false when the buffer is full (nothing was taken). */
  add(record: PendingRecord): boolean {
    if (this.pending.length >= this.maxPending) return false;
    this.pending.push({ ...record, key: randomUUID() });
    const batchReady = this.pending.length % this.options.batchSize === 0;
    // while the database is unreachable, retries keep to the timer
    if (batchReady && !this.unavailable) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
    return true;
  }

  /** Writes everything waiting; flushes run one after another, never in parallel. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      // the batch stays at the head of pending (and counted) until it is settled
      const batch = this.pending.slice(0, this.options.batchSize);
      const outcome = await this.write(batch);
      this.pending.splice(0, outcome.settled);
      if (outcome.error !== undefined) {
        if (!this.unavailable) this.options.onUnavailable(outcome.error, this.pending.length);
        this.unavailable = true;
        this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
        return;
      }
      if (this.unavailable) {
        this.unavailable = false;
        this.options.onRecovered?.(this.pending.length);
      }
    }
  }

  /** Writes a batch; settled counts the records from its head written or dropped. */
  private async write(batch: KeyedRecord[]): Promise<Outcome> {
    try {
      await this.options.insert(await this.withUsers(batch));
      return { settled: batch.length };
    } catch (error) {
      if (!isDataError(error)) return { settled: 0, error };
      if (batch.length === 1) {
        this.options.onRejected(1, error instanceof Error ? error.message : String(error));
        return { settled: 1 };
      }
      const half = Math.ceil(batch.length / 2);
      const first = await this.write(batch.slice(0, half));
      if (first.error !== undefined) return first;
      const second = await this.write(batch.slice(half));
      return { settled: first.settled + second.settled, error: second.error };
    }
  }

  private async withUsers(batch: KeyedRecord[]): Promise<StoredTracking[]> {
    const hashes = [...new Set(batch.flatMap((r) => (r.tokenHash ? [r.tokenHash] : [])))];
    const users = await this.options.sessions.userIds(hashes);
    return batch.map(({ tokenHash, ...record }) => ({
      ...record,
      userId: tokenHash ? (users.get(tokenHash) ?? null) : null,
    }));
  }
}
