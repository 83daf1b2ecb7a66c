import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SiteServer {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `site server did not answer ${url}/api/health within ${deadlineMs} ms ` +
      '(a busy machine starts it slowly: raise E2E_SERVER_START_MS)',
  );
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
): Promise<SiteServer> {
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-e2e-'));
  // the production start: the built server run by node (npm run serve)
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The suites register and log in many users from 127.0.0.1 within a minute.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_FORGET: '1000',
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_APPLY: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  try {
    await waitForHealth(url, child, Number(process.env.E2E_SERVER_START_MS ?? 120_000));
  } catch (error) {
    // a server that comes up late must not outlive the run and hold the port
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
