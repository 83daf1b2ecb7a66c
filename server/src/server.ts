import { buildApp } from './app';
import { loadConfig } from './config';

// Runs the app: listen, log where, and close cleanly on SIGINT/SIGTERM (in-flight
// requests finish, the database closes) with a hard deadline so a stuck client cannot
// block a deploy.

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const engine = app.db.kind === 'pglite' ? `embedded PGlite (${config.dataDir}/db)` : 'PostgreSQL';
  console.log(`\n  Site ready at http://localhost:${config.port}  ·  database: ${engine}\n`);
  // Demo accounts exist only outside production (issue 4); say how to use them.
  if (app.demoAccounts.length > 0) {
    console.log('  Demo accounts (not created in production):');
    for (const account of app.demoAccounts) {
      console.log(`    ${account.userType.padEnd(8)} ${account.email} / ${account.password}`);
    }
    console.log('');
  }
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
