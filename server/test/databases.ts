import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe } from 'node:test';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { unreachable } from './unreachable';

// Every storage test runs on both engines: PGlite always, PostgreSQL when one answers at
// DATABASE_URL or 127.0.0.1:5432 (on a laptop without one, that half skips with a message;
// under CI=true it fails instead: a CI that quietly skipped half the suite would pass
// without testing PostgreSQL at all). Each PostgreSQL user gets a schema of its own.

export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let reachable: Promise<boolean> | undefined;

export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

export interface TestDatabase {
  db: Database;
  /** PostgreSQL: the schema, for a second connection (another instance) to the same data. */
  schema?: string;
  drop: () => Promise<void>;
}

export type Engine = 'pglite' | 'postgres';
export const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

/**
 * A fresh PGlite runs initdb (seconds); a copy of an empty, initialised data directory
 * opens in about one. The copy is made once per machine and shared by the test files.
 */
const TEMPLATE = path.join(tmpdir(), 'dpu-pglite-empty-0.5.16.tar');
let template: Promise<Blob> | undefined;

function emptyPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    try {
      return new Blob([await readFile(TEMPLATE)]);
    } catch {
      const { PGlite } = await import('@electric-sql/pglite');
      const pglite = new PGlite();
      await pglite.waitReady;
      const dump = await pglite.dumpDataDir('none');
      await pglite.close();
      const temp = `${TEMPLATE}.${randomBytes(4).toString('hex')}`;
      await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
      await rename(temp, TEMPLATE);
      return dump;
    }
  })();
  return template;
}

/**
 * The server's deadlines (2 s to connect, 5 s a statement) answer '503' in time for a
 * visitor; a test file among four on a busy 2-core machine may wait longer for a connection
 * without anything being wrong. Outage tests set their own.
 */
export const TEST_TIMEOUTS = { connectMs: 15_000, queryMs: 20_000 };

/** A fresh, empty database of one engine: PGlite in memory, or a new PostgreSQL schema. */
export async function freshDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = await openDatabase({ loadDataDir: await emptyPgliteTemplate() });
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: POSTGRES_URL, timeouts: TEST_TIMEOUTS });
  await admin.exec(`create schema ${schema}`);
  await admin.close();
  const db = await openDatabase({ url: POSTGRES_URL, schema, timeouts: TEST_TIMEOUTS });
  return {
    db,
    schema,
    drop: async () => {
      await db.close();
      const cleanup = await openDatabase({ url: POSTGRES_URL, timeouts: TEST_TIMEOUTS });
      await cleanup.exec(`drop schema if exists ${schema} cascade`);
      await cleanup.close();
    },
  };
}

/** Another connection pool to a PostgreSQL test database: a second instance of the site. */
export function secondConnection(database: TestDatabase): Promise<Database> {
  return openDatabase({ url: POSTGRES_URL, schema: database.schema, timeouts: TEST_TIMEOUTS });
}

/** Why a PostgreSQL test is skipped, or false when it can run (throws under CI=true). */
export async function skipReason(engine: Engine): Promise<string | false> {
  if (engine === 'pglite') return false;
  return (await postgresReachable()) ? false : unreachable('PostgreSQL', POSTGRES_URL);
}

/**
 * One suite a storage engine, named `<name> on <engine>`. Where PostgreSQL does not answer,
 * its suite is skipped whole with the reason (its hooks do not run either); under CI=true
 * skipReason throws instead and the test file fails. Await it at the top of the file.
 */
export async function describeOnEngines(
  name: string,
  body: (engine: Engine) => void | Promise<void>,
): Promise<void> {
  for (const engine of ENGINES) {
    const skip = await skipReason(engine);
    describe(`${name} on ${engine}`, { skip }, () => body(engine));
  }
}

/** Runs `use` on a fresh database of `engine` with every migration applied; drops it after. */
export async function withMigratedDatabase<T>(
  engine: Engine,
  use: (database: TestDatabase) => Promise<T>,
): Promise<T> {
  const database = await freshDatabase(engine);
  try {
    await migrate(database.db);
    return await use(database);
  } finally {
    await database.drop();
  }
}
