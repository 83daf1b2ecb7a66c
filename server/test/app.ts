import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { useScryptCostForTests } from '../src/lib/passwords';
import { migratedDatabase, type Engine, type TestDatabase } from './databases';
import { SHARED_FILES_DIR, sharedFiles, sharedParsedContent } from './files';

export { SHARED_FILES_DIR } from './files';

// 1024 instead of 16384: the same code path, 16 times cheaper (lib/passwords.test.ts
// checks the production parameters).
useScryptCostForTests(1024);

/** Generous limits so tests can register many users; rate-limit tests pass their own. */
const TEST_RATE_LIMITS = {
  login: 1000,
  register: 1000,
  registerTaken: 1000,
  registerAccount: 1000,
  forget: 1000,
  contact: 1000,
  apply: 1000,
  loginAccount: 1000,
  content: 100_000,
  fileMisses: 100_000,
  tracking: 100_000,
  pageRenders: 100_000,
};

/** The app on a given database, with throwaway data folders; call inject() on it. */
export async function testApp(
  db: Database,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-server-test-'));
  await sharedFiles();
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    blobDir: path.join(dataDir, 'blobs'),
    // the generated files of content/ (test/files.ts), also under other content: the server
    // only serves what the build made
    filesDir: SHARED_FILES_DIR,
    // the build's parses of content/ (test/files.ts), as a built server has them
    parsedContentFile: sharedParsedContent(),
    rateLimits: TEST_RATE_LIMITS,
    ...overrides,
  };
  const app = await buildApp(config, { database: db });
  await app.ready();
  return app;
}

/** A suite's config: given, or made when the suite starts (a throwaway web root, say). */
export type SuiteConfig =
  Partial<AppConfig> | (() => Partial<AppConfig> | Promise<Partial<AppConfig>>);

/**
 * The usual suite setup: before the suite's tests, a fresh migrated database of one engine
 * and the app on it; after them, both closed. Read `suite.app` / `suite.database` inside tests.
 */
export function suiteApp(
  engine: Engine,
  overrides: SuiteConfig = {},
): { app: FastifyInstance; database: TestDatabase } {
  const suite = {} as { app: FastifyInstance; database: TestDatabase };
  before(async () => {
    suite.database = await migratedDatabase(engine);
    suite.app = await testApp(
      suite.database.db,
      typeof overrides === 'function' ? await overrides() : overrides,
    );
  });
  after(async () => {
    await suite.app?.close();
    await suite.database?.drop();
  });
  return suite;
}

/**
 * suiteApp on PGlite, listening on a free local port (`suite.port`): for tests that speak
 * HTTP themselves (raw bytes, a real client) rather than through inject().
 */
export function suiteServer(overrides: SuiteConfig = {}): {
  app: FastifyInstance;
  database: TestDatabase;
  port: number;
} {
  const suite = Object.assign(suiteApp('pglite', overrides), { port: 0 });
  before(async () => {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    suite.port = (suite.app.server.address() as { port: number }).port;
  });
  return suite;
}
