import { spawn, type ChildProcess } from 'node:child_process';

// The real server as a child process: for the server's own process tests (from source
// through tsx, or the built bundle), the end-to-end run and the bench (the built bundle).

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** What it printed so far; empty when its output goes to the terminal. */
  output: () => string;
  exited: Promise<number | null>;
  /** Sends SIGTERM (unless it is gone already) and resolves once it has exited. */
  stop: () => Promise<void>;
}

export interface SpawnServerOptions {
  /** A .ts entry runs through tsx, a .js entry with node itself. */
  entry: string;
  port: number;
  /** Its data folder (the embedded database and uploads): a fresh one per server. */
  dataDir: string;
  /** Settings on top of the test defaults (NODE_ENV=test, embedded database). */
  env?: Record<string, string>;
  cwd?: string;
  /** 'capture' keeps the output for output() and error messages; 'inherit' prints it. */
  stdio?: 'capture' | 'inherit';
  /** The host in `url`: 'localhost' where a browser must see the same origin as its tests. */
  urlHost?: string;
}

export function spawnServer(options: SpawnServerOptions): ServerProcess {
  const { entry, port, dataDir, env = {}, cwd, stdio = 'capture' } = options;
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // the embedded database, whatever the calling shell has set
      DATABASE_URL: '',
      ...env,
    },
    stdio: stdio === 'capture' ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://${options.urlHost ?? '127.0.0.1'}:${port}`;
  return { child, port, url, output: () => output, exited, stop };
}

/**
 * Waits until /api/health answers and returns what it says; fails with the server's output
 * when it exits first or stays silent past the deadline (`hint` says what to do then).
 */
export async function waitForHealth(
  server: ServerProcess,
  deadlineMs = 180_000,
  hint = '',
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return (await response.json()) as Record<string, unknown>;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `the server did not answer ${server.url}/api/health within ${deadlineMs} ms${hint}\n${server.output()}`,
  );
}
