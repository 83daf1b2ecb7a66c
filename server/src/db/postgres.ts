import type { Database, DatabaseLog, Queryable } from './database';
import { listenPostgres } from './listen';
import { DatabaseUnavailableError, isUnavailable } from './unavailable';

// PostgreSQL through a pg pool, made safe for outages: every call has a deadline (connect,
// statement on the server, reply on the client), and once the database is found out of
// reach calls fail at once with DatabaseUnavailableError instead of each waiting for its
// own deadline; a probe checks every PROBE_MS and lets calls through again as soon as the
// database answers, with no restart.

export interface PostgresTimeouts {
  /** Waiting for a connection (new, or a free one of the pool). */
  connectMs: number;
  /** A statement's time: the server cancels it, and the client stops waiting too. */
  queryMs: number;
}

const PROBE_MS = 500;
const PING_MS = 1000;

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export interface PostgresOptions {
  /** PostgreSQL schema to use (tests isolate themselves with one per file). */
  schema: string | undefined;
  timeouts: PostgresTimeouts;
  /** Connections of this process (DATABASE_POOL_SIZE). */
  poolSize: number;
  log: DatabaseLog;
}

export async function openPostgres(
  url: string,
  { schema, timeouts, poolSize, log }: PostgresOptions,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.queryMs,
    // a frozen server never cancels anything: the client gives up a little later
    query_timeout: timeouts.queryMs + 1000,
    idle_in_transaction_session_timeout: timeouts.queryMs * 2,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => log.warn({ reason: error.message }, 'database connection lost'));

  let down: string | undefined;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  const ping = async () => {
    try {
      await withDeadline(pool.query('select 1'), PING_MS, 'the database ping');
      return true;
    } catch {
      return false;
    }
  };
  const scheduleProbe = () => {
    probe = setTimeout(async () => {
      if (closed) return;
      if (await ping()) {
        down = undefined;
        probe = undefined;
        log.info({}, 'database reachable again');
      } else scheduleProbe();
    }, PROBE_MS);
    probe.unref();
  };
  const markDown = (error: unknown) => {
    if (down !== undefined || closed) return;
    down = error instanceof Error ? error.message : String(error);
    log.error({ reason: down }, 'database unreachable: answering 503 until it is back');
    scheduleProbe();
  };
  const refuseWhileDown = () => {
    if (down !== undefined) throw new DatabaseUnavailableError(down);
  };
  /** A driver call; an outage becomes one error type (and opens the breaker). */
  const driver = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      markDown(error);
      throw new DatabaseUnavailableError(error instanceof Error ? error.message : String(error));
    }
  };
  const rowsOf = async <T>(sql: string, params?: unknown[]) => {
    refuseWhileDown();
    return (await driver(() => pool.query(sql, params as unknown[]))).rows as T[];
  };

  const database: Database = {
    kind: 'postgres',
    query: rowsOf,
    exec: async (sql) => void (await rowsOf(sql)),
    transaction: async (fn) => {
      refuseWhileDown();
      const client = await driver(() => pool.connect());
      let broken = false;
      // A connection lost while the transaction's code runs between statements is reported
      // on the client, which the pool does not listen to while it is checked out: unheard,
      // the error would end the process. The next statement then fails as unavailable.
      const lost = (error: Error) => {
        broken = true;
        log.warn({ reason: error.message }, 'database connection lost in a transaction');
      };
      client.on('error', lost);
      const run = async (sql: string, params?: unknown[]) => {
        try {
          return await driver(() => client.query(sql, params as unknown[]));
        } catch (error) {
          broken ||= error instanceof DatabaseUnavailableError;
          throw error;
        }
      };
      try {
        await run('begin');
        const tx: Queryable = {
          query: async <T>(sql: string, params?: unknown[]) => (await run(sql, params)).rows as T[],
        };
        const result = await fn(tx);
        await run('commit');
        return result;
      } catch (error) {
        if (!broken) await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        // a connection that failed mid-transaction is not reused
        client.off('error', lost);
        client.release(broken);
      }
    },
    listen: (channel, onNotify) => listenPostgres(url, schema, channel, onNotify, log),
    ping: async () => {
      if (down !== undefined) return false;
      const ok = await ping();
      if (!ok) markDown(new Error('the database did not answer a ping'));
      return ok;
    },
    close: async () => {
      closed = true;
      if (probe) clearTimeout(probe);
      await pool.end();
    },
  };
  try {
    await database.query('select 1');
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
