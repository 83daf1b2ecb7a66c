import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSiteServer } from '../e2e/support/site-server';
import { load, type LoadResult } from './bench/http-load';
import { measurePages, type PageWeight } from './bench/page-weight';
import { runStep } from './run-step';

// `npm run bench`: page weight of the composed production build in Chromium, and API
// throughput and memory of one server process. Prints figures and writes
// reports/bench.md; nothing here asserts — tests never depend on wall-clock time.

const root = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/product', '/product/conflux2200E', '/news/newsCenter', '/productStack'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function trackingRecord(): FormData {
  const form = new FormData();
  const fields = {
    pathName: '/product/conflux2200E',
    browsePageName: 'conflux2200E',
    browser: 'Chrome',
    version: '131.0.0.0',
    osName: 'Windows',
    osVersion: '10',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

console.log('[bench] building (turbo skips unchanged apps)…');
const build = await runStep('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
if (build.code !== 0) process.exit(build.code);

console.log('[bench] starting the site server…');
const port = Number(process.env.BENCH_PORT ?? 8099);
const server = await startSiteServer(port);
let pages: PageWeight[];
const http: LoadResult[] = [];
let rssMb = 0;
try {
  console.log('[bench] measuring page weight in Chromium (cold cache)…');
  pages = await measurePages(server.url, PAGES);

  console.log('[bench] measuring API throughput (16 clients, 5 s each)…');
  http.push(await load('GET /api/health', () => fetch(`${server.url}/api/health`)));
  http.push(
    await load('POST /api/_content/site', () =>
      fetch(`${server.url}/api/_content/site`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    ),
  );
  http.push(await load('GET / (index.html)', () => fetch(`${server.url}/`)));
  // Behaviour records arrive on every route change of every visitor; the server buffers
  // them and inserts in batches, so this is the figure that must reach thousands a second.
  http.push(
    await load('POST /api/trackware/front', () =>
      fetch(`${server.url}/api/trackware/front`, {
        method: 'POST',
        body: trackingRecord(),
      }),
    ),
  );
  const pid = server.process.pid;
  if (pid) {
    const { readFileSync } = await import('node:fs');
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    rssMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  }
} finally {
  await server.stop();
}

const lines = [
  '# Benchmarks',
  '',
  `Run ${new Date().toISOString()} on ${process.platform}, node ${process.version}.`,
  '',
  '## Page weight (cold cache, production build)',
  '',
  '| page | scripts | JS decoded | JS on the wire | CSS | load (networkidle) |',
  '|---|---|---|---|---|---|',
  ...pages.map(
    (p) =>
      `| ${p.path} | ${p.scripts} | ${kb(p.jsBytes)} | ${kb(p.jsTransferBytes)} | ${kb(p.cssBytes)} | ${p.loadMs} ms |`,
  ),
  '',
  '## API (one process, embedded PGlite)',
  '',
  '| call | requests | errors | per second | p50 | p99 |',
  '|---|---|---|---|---|---|',
  ...http.map(
    (h) =>
      `| ${h.name} | ${h.requests} | ${h.errors} | ${h.perSecond} | ${h.p50Ms} ms | ${h.p99Ms} ms |`,
  ),
  '',
  `Server resident memory after the load: ${rssMb} MB.`,
  '',
];
const report = lines.join('\n');
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/bench.md'), report);
console.log(`\n${report}`);
console.log('[bench] report written to reports/bench.md');
