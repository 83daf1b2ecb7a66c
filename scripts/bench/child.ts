import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// A server of the API bench as a child process (the site or a bare floor), and the wait
// for it to answer.

const root = path.resolve(import.meta.dirname, '../..');

export interface Child {
  process: ChildProcess;
  url: string;
  stop: () => Promise<void>;
}

export async function waitUntilUp(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within 120 s`);
}

export function spawnChild(args: string[], env: Record<string, string>, port: number): Child {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // the logs go nowhere, but they are written: the cost of production logging counts
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
