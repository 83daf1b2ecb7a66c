import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe } from 'node:test';
import { openDatabase, pgliteDatabase, type Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
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

/** A PGlite data directory, made once per machine by `make` and shared by the test files. */
function machineTemplate(file: string, make: () => Promise<Blob>): () => Promise<Blob> {
  let template: Promise<Blob> | undefined;
  return () => {
    template ??= (async () => {
      try {
        return new Blob([await readFile(file)]);
      } catch {
        const dump = await make();
        const temp = `${file}.${randomBytes(4).toString('hex')}`;
        await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
        await rename(temp, file);
        return dump;
      }
    })();
    return template;
  };
}

/**
 * A fresh PGlite runs initdb (seconds); a copy of an empty, initialised data directory
 * opens in about one.
 */
const emptyPgliteTemplate = machineTemplate(
  path.join(tmpdir(), 'dpu-pglite-empty-0.5.16.tar'),
  async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite();
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    return dump;
  },
);

/**
 * The empty template with every migration applied, by migrate() as an app start applies
 * them: applying them to each test app's database was about 0.4 s of CPU a PGlite database.
 * Named by the migrations' names and text, so a changed or added migration makes a new one.
 */
const migrations = readMigrations();
const migratedPgliteTemplate = machineTemplate(
  path.join(
    tmpdir(),
    `dpu-pglite-migrated-0.5.16-${createHash('sha256')
      .update(migrations.map((m) => `${m.name}\0${m.sql}`).join('\0'))
      .digest('hex')
      .slice(0, 16)}.tar`,
  ),
  async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite({ loadDataDir: await emptyPgliteTemplate() });
    try {
      await pglite.waitReady;
      await migrate(pgliteDatabase(pglite), migrations);
      return await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  },
);

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

/**
 * A fresh database of one engine with every migration applied: PGlite from the migrated
 * template, PostgreSQL a new schema migrated here. What apps and repositories are tested on;
 * migrate.test.ts applies the migrations to empty databases of both engines.
 */
export async function migratedDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = await openDatabase({ loadDataDir: await migratedPgliteTemplate() });
    return { db, drop: () => db.close() };
  }
  const database = await freshDatabase(engine);
  try {
    await migrate(database.db);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
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
  const database = await migratedDatabase(engine);
  try {
    return await use(database);
  } finally {
    await database.drop();
  }
}
