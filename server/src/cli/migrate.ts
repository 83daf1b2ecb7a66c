import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { migrate } from '../db/migrate';
import { say } from '../lib/terminal';

// npm run migrate -w server: applies pending migrations (the server also does it at start).
const config = loadConfig();
const db = await openConfiguredDatabase(config);
try {
  const applied = await migrate(db);
  say(applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to apply.');
} finally {
  await db.close();
}
