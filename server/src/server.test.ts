import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { SHARED_FILES_DIR } from '../test/app';

// The real process: start, answer, close cleanly on SIGTERM, and reopen the same
// embedded database afterwards (a dirty close would leave it unusable).

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');

function startServer(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForHealth(port: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as Record<string, unknown>;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('when the server gets SIGTERM, then it closes cleanly and its database reopens', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-shutdown-'));
  const port = 18_000 + Math.floor(Math.random() * 1000);

  const first = startServer(dataDir, port);
  const health = await waitForHealth(port);
  assert.equal(health.code, '200');
  const exited = exitCode(first.child);
  first.child.kill('SIGTERM');
  assert.equal(await exited, 0, first.output());
  assert.match(first.output(), /shutting down/);

  const second = startServer(dataDir, port);
  try {
    const again = await waitForHealth(port);
    assert.deepEqual((again.data as { db: string }).db, 'up');
  } finally {
    const done = exitCode(second.child);
    second.child.kill('SIGTERM');
    assert.equal(await done, 0, second.output());
  }
});
