import path from 'node:path';
import fp from 'fastify-plugin';
import { localSessionBus, redisSessionBus } from '../../accounts/session-bus';
import { createSessionStore, type SessionStore } from '../../accounts/session-store';
import { createMailSender, type MailSender } from '../../mail/mail-sender';
import { createMailer } from '../../mail/mailer';
import { createRepositories, type Repositories } from '../../repositories';
import { createUseCaseDeps, type UseCaseDeps } from '../../use-case-deps';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    /** The cached sessions (also repos.sessions), for tests that change the database. */
    sessions: SessionStore;
    /** Sends the mail outbox after commits, at start and periodically (mail/mail-sender.ts). */
    mailSender: MailSender;
    /** What every use-case function takes (use-case-deps.ts). */
    deps: UseCaseDeps;
  }
}

/** Repositories over the app's database, the mail sender and the use cases' deps. */
export default fp(
  async (app) => {
    const { config } = app;
    const bus = config.redisUrl
      ? await redisSessionBus(config.redisUrl, app.log)
      : localSessionBus();
    const plain = createRepositories(app.db);
    const sessions = createSessionStore({
      repository: plain.sessions,
      bus,
      cacheMs: config.sessionCacheMs,
      maxEntries: config.sessionCacheEntries,
    });
    const repos: Repositories = { ...plain, sessions };
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: (message, details) => app.log.info(details, message),
    });
    const logError = (error: unknown, context: string) => app.log.error({ err: error }, context);
    const mailSender = createMailSender({ outbox: repos.outbox, mailer, logError });
    app.decorate('repos', repos);
    app.decorate('sessions', sessions);
    app.decorate('mailSender', mailSender);
    app.decorate(
      'deps',
      createUseCaseDeps({
        db: app.db,
        repos,
        blobs: app.blobs,
        staffMail: config.staffMail,
        logError,
        mailQueued: mailSender.kick,
        sessionsEnded: sessions.ended,
      }),
    );
    // mail queued before a stop (or by another instance that stopped) goes out now
    app.addHook('onReady', async () => mailSender.start());
    app.addHook('onClose', async () => {
      await mailSender.stop();
      mailer.close();
      await bus.close();
    });
  },
  { name: 'services', dependencies: ['database', 'blobs'] },
);
