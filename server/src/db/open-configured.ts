import path from 'node:path';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseOptions } from './database';

/**
 * The database the config names, for the server and its command-line tools alike:
 * PostgreSQL at DATABASE_URL with its deadlines and pool, else the embedded one under
 * DATA_DIR/db.
 */
export function openConfiguredDatabase(
  config: AppConfig,
  log?: DatabaseOptions['log'],
): Promise<Database> {
  return openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    timeouts: config.databaseTimeouts,
    poolSize: config.databasePoolSize,
    log,
  });
}
