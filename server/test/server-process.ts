import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SHARED_FILES_DIR } from './app';

// The real server as a child process: from source through tsx, or the built bundle.

export const SOURCE_ENTRY = path.resolve(import.meta.dirname, '../src/server.ts');
export const BUILT_ENTRY = path.resolve(import.meta.dirname, '../dist/server.js');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export function randomPort(): number {
  return 18_000 + Math.floor(Math.random() * 2000);
}

export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  entry = SOURCE_ENTRY,
): ServerProcess {
  const port = randomPort();
  let output = '';
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // generated files are the same for every run; share them (test/app.ts)
      FILES_DIR: SHARED_FILES_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export async function waitForHealth(server: ServerProcess): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return (await response.json()) as Record<string, unknown>;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
