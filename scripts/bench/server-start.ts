import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from '@dpu/test-utils/server-process';

// Server start to healthy: the built server (node server/dist/server.js) with its build
// done (generated files made, FILES_CACHE_DIR warm), from spawn until /api/health answers
// 200. A first start on a fresh data folder (the embedded database created and migrated,
// the seed written) and a restart on that folder. Target ≤ 3 s. Beside the wall time, the
// server's own CPU time until then: on a shared machine the wall time is mostly waiting for
// a core, the CPU time is what the start costs.

export interface StartFigures {
  /** Median ms of the first starts (fresh data folder). */
  firstMs: number;
  /** Median ms of the restarts (same data folder). */
  restartMs: number;
  /** Median ms of server CPU (user + system) until healthy, first starts and restarts. */
  firstCpuMs: number;
  restartCpuMs: number;
  runs: number;
}

/** CPU ms (user + system) a process has used, from /proc; NaN where there is none. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

const POLL_MS = 20;

async function healthyAfter(
  entry: string,
  port: number,
  dataDir: string,
  cwd: string,
): Promise<{ ms: number; cpuMs: number }> {
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
      if (ok) {
        return { ms: Math.round(performance.now() - started), cpuMs: cpuMs(server.child.pid) };
      }
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
  const first: { ms: number; cpuMs: number }[] = [];
  const restart: { ms: number; cpuMs: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-bench-start-'));
    first.push(await healthyAfter(entry, port, dataDir, root));
    restart.push(await healthyAfter(entry, port, dataDir, root));
    console.log(
      `[bench] start to healthy: ${first.at(-1)?.ms} ms fresh (CPU ${first.at(-1)?.cpuMs} ms), ` +
        `${restart.at(-1)?.ms} ms again (CPU ${restart.at(-1)?.cpuMs} ms)`,
    );
  }
  return {
    firstMs: median(first.map((start) => start.ms)),
    restartMs: median(restart.map((start) => start.ms)),
    firstCpuMs: median(first.map((start) => start.cpuMs)),
    restartCpuMs: median(restart.map((start) => start.cpuMs)),
    runs,
  };
}

/** The report's section. */
export function startReport(figures: StartFigures): string[] {
  return [
    '## Server start to healthy (built, warm cache)',
    '',
    'Target: ≤ 3 s from spawn to /api/health answering 200 (`node server/dist/server.js`, production).',
    '',
    '| start | median of runs | server CPU until healthy (median) |',
    '|---|---|---|',
    `| fresh data folder (database created and migrated) | ${figures.firstMs} ms | ${figures.firstCpuMs} ms |`,
    `| restart on that folder | ${figures.restartMs} ms | ${figures.restartCpuMs} ms |`,
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
