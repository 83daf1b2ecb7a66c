import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { Database } from '../src/db/database';

/** The app on a given database, with throwaway data folders; call inject() on it. */
export async function testApp(
  db: Database,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-server-test-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    ...overrides,
  };
  const app = await buildApp(config, { database: db });
  await app.ready();
  return app;
}
