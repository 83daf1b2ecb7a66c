import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { openConfiguredDatabase } from '../../db/open-configured';
import { migrate } from '../../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
}

/** Opens the database, applies pending migrations and closes it when the app closes. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const { config } = app;
    const db = options.database ?? (await openConfiguredDatabase(config, app.log));
    const applied = await migrate(db);
    app.log.info({ engine: db.kind, applied }, 'database ready');
    app.decorate('db', db);
    if (!options.database) app.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);
