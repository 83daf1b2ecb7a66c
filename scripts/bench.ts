import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSiteServer, type SiteServer } from '../e2e/support/site-server';
import { load, type LoadResult } from './bench/http-load';
import { measureLighthouse, type LighthouseFigures } from './bench/lighthouse';
import { measurePageServing, measureRendering, type ThroughputFigures } from './bench/page-server';
import { measurePages, type PageWeight } from './bench/page-weight';
import { runStep } from './run-step';

// `npm run bench`: what a visitor gets (page weight, Lighthouse mobile), what a page costs
// the server (cached and rendered), and API throughput and memory of one server process.
// Prints figures beside their targets and writes reports/bench.md; nothing here asserts —
// tests never depend on wall-clock time. BENCH_ONLY=pages,lighthouse,serving,api picks parts.

const root = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/product', '/product/conflux2200E', '/news/newsCenter', '/productStack'];
const LIGHTHOUSE_PAGES = ['/', '/product/conflux2200E', '/news/newsCenter'];
const SERVED_PAGES = ['/', '/product/conflux2200E'];
const only = new Set((process.env.BENCH_ONLY ?? 'pages,lighthouse,serving,api').split(','));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const port = Number(process.env.BENCH_PORT ?? 8099);
// the bench measures what production runs
const productionEnv = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };

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

async function withServer<T>(
  env: Record<string, string>,
  run: (server: SiteServer) => Promise<T>,
): Promise<T> {
  const server = await startSiteServer(port, { ...productionEnv, ...env });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

async function measureApi(server: SiteServer): Promise<{ http: LoadResult[]; rssMb: number }> {
  console.log('[bench] measuring API throughput (16 clients, 5 s each)…');
  const http: LoadResult[] = [];
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
  // Behaviour records arrive on every route change of every visitor; the server buffers
  // them and inserts in batches, so this is the figure that must reach thousands a second.
  http.push(
    await load('POST /api/trackware/front', () =>
      fetch(`${server.url}/api/trackware/front`, { method: 'POST', body: trackingRecord() }),
    ),
  );
  const pid = server.process.pid;
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const rssMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  return { http, rssMb };
}

console.log('[bench] building (turbo skips unchanged apps)…');
const build = await runStep('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
if (build.code !== 0) process.exit(build.code);

let pages: PageWeight[] = [];
let lighthouse: LighthouseFigures[] = [];
let serving: Awaited<ReturnType<typeof measurePageServing>> | undefined;
let rendering: ThroughputFigures[] = [];
let api: { http: LoadResult[]; rssMb: number } | undefined;

console.log('[bench] starting the site server (production, page cache on)…');
await withServer({}, async (server) => {
  if (only.has('pages')) {
    console.log('[bench] measuring page weight in Chromium (cold cache)…');
    pages = await measurePages(server.url, PAGES);
  }
  if (only.has('lighthouse')) {
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    lighthouse = await measureLighthouse(server.url, LIGHTHOUSE_PAGES, runs);
  }
  if (only.has('serving')) serving = await measurePageServing(server.url, SERVED_PAGES);
  if (only.has('api')) api = await measureApi(server);
});
if (only.has('serving')) {
  console.log('[bench] starting the site server without the page cache…');
  rendering = await withServer({ PAGE_CACHE_TTL_MS: '0' }, (server) =>
    measureRendering(server.url, SERVED_PAGES),
  );
}

const home = pages.find((p) => p.path === '/');
const lines = [
  '# Benchmarks',
  '',
  `Run ${new Date().toISOString()} on ${process.platform}, node ${process.version}, production build and start.`,
  '',
];
if (pages.length) {
  lines.push(
    '## Page weight (cold cache)',
    '',
    '| page | scripts | JS decoded | JS on the wire | JS gzip | CSS files | HTML | load (networkidle) |',
    '|---|---|---|---|---|---|---|---|',
    ...pages.map(
      (p) =>
        `| ${p.path} | ${p.scripts} | ${kb(p.jsBytes)} | ${kb(p.jsTransferBytes)} | ${kb(p.jsGzipBytes)} | ${kb(p.cssBytes)} | ${kb(p.htmlBytes)} | ${p.loadMs} ms |`,
    ),
    '',
    `First-load JS of / (gzip): ${home ? kb(home.jsGzipBytes) : '—'} — target ≤ 180 KB (aim 150).`,
    '',
  );
}
if (lighthouse.length) {
  lines.push(
    '## Lighthouse mobile (default simulated throttling, median of runs)',
    '',
    'Targets: performance ≥ 0.95, LCP ≤ 1.8 s, CLS ≤ 0.02, TBT ≤ 100 ms.',
    '',
    '| page | performance | FCP | LCP | CLS | TBT | most main-thread time |',
    '|---|---|---|---|---|---|---|',
    ...lighthouse.map(
      (l) =>
        `| ${l.path} | ${l.performance.toFixed(2)} | ${Math.round(l.fcpMs)} ms | ${Math.round(l.lcpMs)} ms | ${l.cls.toFixed(3)} | ${Math.round(l.tbtMs)} ms | ${l.topScripts.map((s) => `${s.url} ${s.ms} ms`).join(', ')} |`,
    ),
    '',
  );
}
if (serving) {
  const base = serving.staticFile.perSecond;
  lines.push(
    '## Page serving (autocannon, same server, same run)',
    '',
    'Target: cached pages ≥ 0.5 of the static file.',
    '',
    '| what | requests/s | ratio to static | p99 | errors |',
    '|---|---|---|---|---|',
    ...[serving.staticFile, ...serving.pages, ...rendering].map(
      (t) =>
        `| ${t.name} | ${t.perSecond} | ${base ? (t.perSecond / base).toFixed(2) : '—'} | ${t.p99Ms} ms | ${t.errors} |`,
    ),
    '',
    '"rendered" rows run with PAGE_CACHE_TTL_MS=0: every request renders the page (8 connections).',
    '',
  );
}
if (api) {
  lines.push(
    '## API (one process, embedded PGlite)',
    '',
    '| call | requests | errors | per second | p50 | p99 |',
    '|---|---|---|---|---|---|',
    ...api.http.map(
      (h) =>
        `| ${h.name} | ${h.requests} | ${h.errors} | ${h.perSecond} | ${h.p50Ms} ms | ${h.p99Ms} ms |`,
    ),
    '',
    `Server resident memory after the load: ${api.rssMb} MB.`,
    '',
  );
}
const report = lines.join('\n');
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/bench.md'), report);
console.log(`\n${report}`);
console.log('[bench] report written to reports/bench.md');
