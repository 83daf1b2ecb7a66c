import type { TrackingRecord } from '@dpu/contracts';
import type { SessionsRepository } from '../accounts/sessions-repository';
import type { StoredTracking } from './tracking-repository';

// Behaviour records arrive on every navigation (spec §4), so they are not written one by
// one: they wait in memory and go to the database in one statement every flushMs or
// batchSize records, whichever comes first, and once more when the app closes. Tokens
// are resolved to user ids per batch, in one query.

export interface PendingRecord extends TrackingRecord {
  recordedAt: Date;
  tokenHash: string | null;
}

export interface TrackingBufferOptions {
  flushMs: number;
  batchSize: number;
  /** Records kept while the database is unreachable; beyond it the oldest are dropped. */
  maxPending?: number;
  insert: (records: StoredTracking[]) => Promise<void>;
  sessions: Pick<SessionsRepository, 'userIds'>;
  onError: (error: unknown, dropped: number) => void;
}

export class TrackingBuffer {
  private pending: PendingRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly maxPending: number;

  constructor(private readonly options: TrackingBufferOptions) {
    this.maxPending = options.maxPending ?? 50_000;
  }

  get size(): number {
    return this.pending.length;
  }

  add(record: PendingRecord): void {
    this.pending.push(record);
    if (this.pending.length >= this.options.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
  }

  /** Writes everything waiting; flushes run one after another, never in parallel. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.batchSize);
      try {
        const hashes = [...new Set(batch.flatMap((r) => (r.tokenHash ? [r.tokenHash] : [])))];
        const users = await this.options.sessions.userIds(hashes);
        await this.options.insert(
          batch.map(({ tokenHash, ...record }) => ({
            ...record,
            userId: tokenHash ? (users.get(tokenHash) ?? null) : null,
          })),
        );
      } catch (error) {
        // keep the batch for the next attempt, within the memory bound
        this.pending.unshift(...batch);
        const dropped = Math.max(0, this.pending.length - this.maxPending);
        if (dropped > 0) this.pending.splice(0, dropped);
        this.options.onError(error, dropped);
        if (!this.timer) this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
        return;
      }
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
