import path from 'node:path';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { openConfiguredDatabase } from '../db/open-configured';
import { migrate } from '../db/migrate';
import { openBlobStore } from '../blobs/open-blob-store';
import { createMailer } from '../mail/mailer';
import { createRepositories } from '../repositories';
import { createUseCaseDeps, type UseCaseDeps } from '../use-case-deps';
import { createMailSender } from '../mail/mail-sender';
import { PRODUCTS } from '@dpu/contracts';
import { complain, say } from '../lib/terminal';

/** The server's database, use-case deps and mail sender, for command-line tools. */
export async function openDeps(
  config: AppConfig,
): Promise<{ deps: UseCaseDeps; db: Database; close: () => Promise<void> }> {
  const db = await openConfiguredDatabase(config);
  await migrate(db);
  const repos = createRepositories(db);
  // grants reference the catalogue, which a never-started server has not seeded yet
  await repos.products.sync(PRODUCTS);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (message, details) => say(`${message}: ${JSON.stringify(details)}`),
  });
  const logError = (error: unknown, context: string) =>
    complain(`${context}: ${error instanceof Error ? error.message : String(error)}`);
  const sender = createMailSender({ outbox: repos.outbox, mailer, logError });
  const deps = createUseCaseDeps({
    db,
    repos,
    blobs: openBlobStore(db, config.blobDir),
    staffMail: config.staffMail,
    logError,
    mailQueued: sender.kick,
  });
  return {
    deps,
    db,
    close: async () => {
      // what the command queued goes out before the process ends (a running server would
      // send it otherwise, within its retry interval)
      await sender.drain();
      await sender.stop();
      mailer.close();
      await db.close();
    },
  };
}
