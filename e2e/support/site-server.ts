import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer, waitForHealth } from '@dpu/test-utils/server-process';
import { endsWithWorker } from './children';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SiteServer {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
  /** What it logged so far (empty unless started with `capture`). */
  output: () => string;
  /** Its data folder: mail without SMTP_URL goes to `outbox/` there (support/outbox.ts). */
  dataDir: string;
}

/**
 * A server already on the port would answer the health check in place of ours, and the run
 * would test whatever that one serves (another checkout's build, say).
 */
async function assertPortFree(port: number): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  if (!free) {
    throw new Error(
      `Port ${port} is already in use (another site server?): stop it, or pick a free port ` +
        '(E2E_PORT for the end-to-end run, BENCH_PORT for the bench).',
    );
  }
}

/** Starts the real server (built site and server, fresh embedded database) on a port. */
export async function startSiteServer(
  port: number,
  env: Record<string, string> = {},
  { capture = false }: { capture?: boolean } = {},
): Promise<SiteServer> {
  await assertPortFree(port);
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'dpu-e2e-'));
  const server = spawnServer({
    // the production start: the built server run by node (npm run serve)
    entry: 'server/dist/server.js',
    cwd: repoRoot,
    port,
    dataDir,
    stdio: capture ? 'capture' : 'inherit',
    urlHost: 'localhost',
    env: {
      LOG_LEVEL: 'warn',
      // The suites register and log in many users from 127.0.0.1 within a minute.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_REGISTER_TAKEN: '1000',
      RATE_LIMIT_FORGET: '1000',
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_APPLY: '1000',
      // every page view posts a tracking record, and the suites render many pages uncached
      RATE_LIMIT_TRACKING: '100000',
      RATE_LIMIT_PAGE_RENDERS: '100000',
      ...env,
    },
  });
  endsWithWorker(server.child);
  try {
    await waitForHealth(
      server,
      Number(process.env.E2E_SERVER_START_MS ?? 120_000),
      ' (a busy machine starts it slowly: raise E2E_SERVER_START_MS)',
    );
  } catch (error) {
    // a server that comes up late must not outlive the run and hold the port
    await server.stop();
    throw error;
  }
  return {
    url: server.url,
    process: server.child,
    stop: server.stop,
    output: server.output,
    dataDir,
  };
}
