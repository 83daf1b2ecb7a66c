import path from 'node:path';
import fp from 'fastify-plugin';
import { localSessionBus, redisSessionBus } from '../../accounts/session-bus';
import { createSessionStore, type SessionStore } from '../../accounts/session-store';
import { createMailer, type Mailer } from '../../mail/mailer';
import { createRepositories, type Repositories } from '../../repositories';
import type { UseCaseDeps } from '../../use-case-deps';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    /** The cached sessions (also repos.sessions), for tests that change the database. */
    sessions: SessionStore;
    mailer: Mailer;
    /** What every use-case function takes (use-case-deps.ts). */
    deps: UseCaseDeps;
  }
}

/** Repositories over the app's database and the mailer, decorated on the instance. */
export default fp(
  async (app) => {
    const { config } = app;
    const bus = config.redisUrl ? redisSessionBus(config.redisUrl, app.log) : localSessionBus();
    const plain = createRepositories(app.db);
    const sessions = createSessionStore({
      repository: plain.sessions,
      bus,
      cacheMs: config.sessionCacheMs,
      maxEntries: config.sessionCacheEntries,
    });
    const repos: Repositories = { ...plain, sessions };
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir: path.join(app.config.dataDir, 'outbox'),
      log: (message, details) => app.log.info(details, message),
    });
    app.decorate('repos', repos);
    app.decorate('sessions', sessions);
    app.decorate('mailer', mailer);
    app.decorate('deps', {
      repos,
      mailer,
      blobs: app.blobs,
      staffMail: config.staffMail,
      logError: (error: unknown, context: string) => app.log.error({ err: error }, context),
    });
    app.addHook('onClose', async () => {
      mailer.close();
      await bus.close();
    });
  },
  { name: 'services', dependencies: ['database', 'blobs'] },
);
