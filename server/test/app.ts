import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { Database } from '../src/db/database';

/**
 * Generated files are identical for every test app, so one folder per machine serves them
 * all (generation is idempotent and writes atomically); a fresh folder would cost every
 * test file the generation time.
 */
export const SHARED_FILES_DIR = path.join(tmpdir(), 'dpu-server-test-files');

/** Generous limits so tests can register many users; rate-limit tests pass their own. */
const TEST_RATE_LIMITS = { login: 1000, register: 1000, forget: 1000, contact: 1000, apply: 1000 };

/** The app on a given database, with throwaway data folders; call inject() on it. */
export async function testApp(
  db: Database,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-server-test-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    filesDir: SHARED_FILES_DIR,
    rateLimits: TEST_RATE_LIMITS,
    ...overrides,
  };
  const app = await buildApp(config, { database: db });
  await app.ready();
  return app;
}
