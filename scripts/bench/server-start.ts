import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from '@dpu/test-utils/server-process';

// Server start to healthy: the built server (node server/dist/server.js) with its build
// done (generated files made, FILES_CACHE_DIR warm), from spawn until /api/health answers
// 200. A first start on a fresh data folder (the embedded database created and migrated,
// the seed written) and a restart on that folder. Target ≤ 3 s.

export interface StartFigures {
  /** Median ms of the first starts (fresh data folder). */
  firstMs: number;
  /** Median ms of the restarts (same data folder). */
  restartMs: number;
  runs: number;
}

const POLL_MS = 20;

async function healthyAfter(entry: string, port: number, dataDir: string, cwd: string) {
  const started = performance.now();
  const server = spawnServer({
    entry,
    cwd,
    port,
    dataDir,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', SITE_URL: `http://127.0.0.1:${port}` },
  });
  try {
    for (;;) {
      if (server.child.exitCode !== null) {
        throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
      }
      const ok = await fetch(`${server.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return Math.round(performance.now() - started);
      if (performance.now() - started > 120_000) throw new Error('no health answer in 120 s');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

export async function measureServerStart(
  root: string,
  port: number,
  runs = 3,
  entry = 'server/dist/server.js',
): Promise<StartFigures> {
  const first: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-bench-start-'));
    first.push(await healthyAfter(entry, port, dataDir, root));
    restart.push(await healthyAfter(entry, port, dataDir, root));
    console.log(`[bench] start to healthy: ${first.at(-1)} ms fresh, ${restart.at(-1)} ms again`);
  }
  return { firstMs: median(first), restartMs: median(restart), runs };
}

/** The report's section. */
export function startReport(figures: StartFigures): string[] {
  return [
    '## Server start to healthy (built, warm cache)',
    '',
    'Target: ≤ 3 s from spawn to /api/health answering 200 (`node server/dist/server.js`, production).',
    '',
    '| start | median of runs |',
    '|---|---|',
    `| fresh data folder (database created and migrated) | ${figures.firstMs} ms |`,
    `| restart on that folder | ${figures.restartMs} ms |`,
    '',
  ];
}

// `tsx scripts/bench/server-start.ts [entry]`: the figure alone
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../..');
  const port = Number(process.env.BENCH_PORT ?? 8099);
  const figures = await measureServerStart(root, port, 3, process.argv[2]);
  console.log(JSON.stringify(figures));
}
