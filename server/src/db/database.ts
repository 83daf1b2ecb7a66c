import { mkdirSync } from 'node:fs';
import path from 'node:path';

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
}

export interface DatabaseOptions {
  /** PostgreSQL URL; absent → PGlite. */
  url?: string;
  /** PGlite data directory; absent → in memory. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate themselves with one per file). */
  schema?: string;
  /** PGlite only: start from this data-directory dump instead of running initdb. */
  loadDataDir?: Blob;
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite(loadDataDir ? { loadDataDir } : undefined);
  await db.waitReady;
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

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const database: Database = {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params as unknown[])).rows as T[],
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <T>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params as unknown[])).rows as T[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
  await database.query('select 1');
  return database;
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.schema)
    : openPglite(options.dataDir, options.loadDataDir);
}
