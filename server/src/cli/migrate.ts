import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { say } from '../lib/terminal';

// npm run migrate -w server: applies pending migrations (the server also does it at start).
const config = loadConfig();
const db = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
  timeouts: config.databaseTimeouts,
  poolSize: config.databasePoolSize,
});
try {
  const applied = await migrate(db);
  say(applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to apply.');
} finally {
  await db.close();
}
