import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { openPostgres, type PostgresTimeouts } from './postgres';

// One small interface over both engines: embedded PGlite (the default, files under
// var/db) and PostgreSQL (when DATABASE_URL is set). Repositories only see this.

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: calls onNotify for every NOTIFY on the channel (and once after each
   * reconnect); answers a function that stops listening.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; absent → PGlite. */
  url?: string;
  /** PGlite data directory; absent → in memory. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate themselves with one per file). */
  schema?: string;
  /**
   * PGlite only: start from this data-directory dump instead of running initdb (with a
   * dataDir, only one that holds no database yet: db/pglite-template.ts).
   */
  loadDataDir?: Blob;
  /** PostgreSQL only: deadlines of every call (defaults: DEFAULT_TIMEOUTS). */
  timeouts?: PostgresTimeouts;
  /** PostgreSQL only: connections of this process (default: DEFAULT_POOL_SIZE). */
  poolSize?: number;
  log?: DatabaseLog;
}

export interface DatabaseLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export const DEFAULT_TIMEOUTS: PostgresTimeouts = { connectMs: 2000, queryMs: 5000 };
export const DEFAULT_POOL_SIZE = 10;

const quiet: DatabaseLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** One small interface over an open PGlite. */
export function pgliteDatabase(db: PGlite): Database {
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params?: unknown[]) =>
            (await tx.query<T>(sql, params)).rows,
        }),
      ),
    ping: async () => {
      try {
        await db.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.close(),
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers is zeroed by every start of the embedded
 * database: about 0.1 s of CPU and 128 MB of memory touched (docs/server.md 'Start'). The
 * site's whole database is a few MB (its catalogue, content and accounts; uploads are
 * files), so 32 MB still holds every page it reads.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const options = {
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  };
  const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await db.waitReady;
  return pgliteDatabase(db);
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, {
        schema: options.schema,
        timeouts: options.timeouts ?? DEFAULT_TIMEOUTS,
        poolSize: options.poolSize ?? DEFAULT_POOL_SIZE,
        log: options.log ?? quiet,
      })
    : openPglite(options.dataDir, options.loadDataDir);
}
