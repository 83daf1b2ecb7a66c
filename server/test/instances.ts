import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { testApp } from './app';
import { freshDatabase, secondConnection, type TestDatabase } from './databases';

// Two instances as one deployment: two apps on one fresh PostgreSQL schema, each with its own
// connection pool, caches and data folder (unless the second's overrides share the first's).

export interface Instances {
  one: FastifyInstance;
  two: FastifyInstance;
  database: TestDatabase;
  /** The second instance's own connection pool (another app may share it). */
  pool: Database;
}

/**
 * Before the suite's tests: the database and both apps; after them, all closed. Read
 * `instances.one` / `instances.two` inside tests. `second` adds overrides of the second app
 * that depend on the first (its data folder, say).
 */
export function suiteInstances(
  skip: string | false,
  overrides: () => Partial<AppConfig>,
  second: (one: FastifyInstance) => Partial<AppConfig> = () => ({}),
): Instances {
  const instances = {} as Instances;
  before(async () => {
    if (skip) return;
    instances.database = await freshDatabase('postgres');
    instances.pool = await secondConnection(instances.database);
    const shared = overrides();
    instances.one = await testApp(instances.database.db, shared);
    instances.two = await testApp(instances.pool, { ...shared, ...second(instances.one) });
  });
  after(async () => {
    await instances.one?.close();
    await instances.two?.close();
    await instances.pool?.close();
    await instances.database?.drop();
  });
  return instances;
}
