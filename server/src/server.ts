import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { loggerOptions } from './process/logger-options';
import { runPrimary, workerCount } from './process/cluster';
import { gracefulShutdown } from './process/shutdown';

// Runs the site: one process, or WEB_CONCURRENCY workers on PostgreSQL. Each closes
// cleanly on SIGINT/SIGTERM (process/shutdown.ts) within SHUTDOWN_DEADLINE_MS.

async function runWorker(config: AppConfig): Promise<void> {
  const app = await buildApp(config);
  const shutdown = gracefulShutdown(app, { deadlineMs: config.shutdownDeadlineMs });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) return;
  const database =
    app.db.kind === 'pglite' ? `embedded PGlite (${config.dataDir}/db)` : 'PostgreSQL';
  app.log.info({ url: `http://localhost:${config.port}`, database }, 'site ready');
  // Demo accounts exist only outside production; say how to use them.
  for (const account of app.demoAccounts) {
    app.log.info(
      { userType: account.userType, account: account.email, password: account.password },
      'demo account (not created in production)',
    );
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const workers = workerCount(config);
  if (cluster.isPrimary && workers > 1) {
    runPrimary(workers, pino(loggerOptions(config)));
    return;
  }
  await runWorker(config);
}

main().catch((error: unknown) => {
  const log = pino(loggerOptions(loadConfigQuietly()));
  log.fatal(
    { reason: error instanceof Error ? error.message : String(error) },
    'the server failed to start',
  );
  process.exit(1);
});

function loadConfigQuietly(): Pick<AppConfig, 'logLevel'> {
  try {
    return loadConfig();
  } catch {
    return { logLevel: 'info' };
  }
}
