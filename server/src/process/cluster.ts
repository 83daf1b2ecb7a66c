import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

// WEB_CONCURRENCY worker processes sharing the port (node:cluster), on PostgreSQL only:
// an embedded PGlite database belongs to one process. The primary forwards SIGTERM/SIGINT
// to every worker, waits for all to finish their own clean shutdown, and replaces a
// worker that dies while the site is running.

const RESTART_DELAY_MS = 1000;

/** WEB_CONCURRENCY (validated by config.ts) on PostgreSQL; one process on PGlite. */
export function workerCount(config: Pick<AppConfig, 'webConcurrency' | 'databaseUrl'>): number {
  return config.databaseUrl ? config.webConcurrency : 1;
}

export function runPrimary(count: number, log: FastifyBaseLogger): void {
  let stopping = false;
  let exitCode = 0;
  const start = () => cluster.fork();
  for (let i = 0; i < count; i += 1) start();
  log.info({ workers: count }, 'started worker processes');

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (code) exitCode = code;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'worker died: starting another');
    setTimeout(start, RESTART_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the workers');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
