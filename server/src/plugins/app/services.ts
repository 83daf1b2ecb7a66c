import path from 'node:path';
import fp from 'fastify-plugin';
import type { AccountDeps } from '../../accounts/account-service';
import { createMailer, type Mailer } from '../../mail/mailer';
import { createRepositories, type Repositories } from '../../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    mailer: Mailer;
    /** What the use-case functions need: repositories, mail and an error log. */
    deps: AccountDeps;
  }
}

/** Repositories over the app's database and the mailer, decorated on the instance. */
export default fp(
  async (app) => {
    const repos = createRepositories(app.db);
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir: path.join(app.config.dataDir, 'outbox'),
      log: (message, details) => app.log.info(details, message),
    });
    app.decorate('repos', repos);
    app.decorate('mailer', mailer);
    app.decorate('deps', {
      repos,
      mailer,
      logError: (error: unknown, context: string) => app.log.error({ err: error }, context),
    });
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'services', dependencies: ['database'] },
);
