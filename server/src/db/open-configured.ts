import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseOptions } from './database';
import { isNewDataDirectory, makeOwn, templateFile } from './pglite-template';

/** A new embedded database starts as the build's migrated template, when there is one. */
function newDatabaseTemplate(config: AppConfig, dataDir: string): string | undefined {
  if (config.databaseUrl || !isNewDataDirectory(dataDir)) return undefined;
  return templateFile();
}

/**
 * The database the config names, for the server and its command-line tools alike:
 * PostgreSQL at DATABASE_URL with its deadlines and pool, else the embedded one under
 * DATA_DIR/db (a new one unpacked from the build's template: db/pglite-template.ts).
 */
export async function openConfiguredDatabase(
  config: AppConfig,
  log?: DatabaseOptions['log'],
): Promise<Database> {
  const dataDir = path.join(config.dataDir, 'db');
  const template = newDatabaseTemplate(config, dataDir);
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir,
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    timeouts: config.databaseTimeouts,
    poolSize: config.databasePoolSize,
    log,
  });
  if (template) {
    await makeOwn(db);
    log?.info({ template: path.basename(template) }, 'database: new, from the template');
  }
  return db;
}
