import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSiteServer, type SiteServer } from '../e2e/support/site-server';
import { measureBare, measureEngine, type ApiFigures } from './bench/api-load';
import { load, type LoadResult } from './bench/http-load';
import { measureLighthouse, type LighthouseFigures } from './bench/lighthouse';
import { measurePageServing, measureRendering, type ThroughputFigures } from './bench/page-server';
import { measurePages, type PageWeight } from './bench/page-weight';
import { SAMPLE_TRACKING_FIELDS } from './bench/tracking-sample';
import { runStep } from './run-step';

// `npm run bench`: what a visitor gets (page weight, Lighthouse mobile), what a page costs
// the server (cached and rendered), and API throughput and memory of one server process.
// Prints figures beside their targets and writes reports/bench.md; nothing here asserts —
// tests never depend on wall-clock time. BENCH_ONLY=pages,lighthouse,serving,api,load picks
// parts; 'load' is the API under autocannon on each engine against a bare Fastify floor.

const root = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/product', '/product/conflux2200E', '/news/newsCenter', '/productStack'];
const LIGHTHOUSE_PAGES = ['/', '/product/conflux2200E', '/news/newsCenter'];
const SERVED_PAGES = ['/', '/product/conflux2200E'];
const only = new Set((process.env.BENCH_ONLY ?? 'pages,lighthouse,serving,api,load').split(','));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const port = Number(process.env.BENCH_PORT ?? 8099);
// the bench measures what production runs
const productionEnv = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };

function trackingRecord(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(SAMPLE_TRACKING_FIELDS)) form.append(name, value);
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

const underLoad: ApiFigures[] = [];
if (only.has('load')) {
  console.log('[bench] the API under load (autocannon), per engine…');
  const engines: [string, string][] = [['PGlite', '']];
  const postgres = await benchDatabase();
  if (postgres) engines.push(['PostgreSQL', postgres.url]);
  else console.log('[bench] PostgreSQL not reachable: its figures are left out');
  try {
    for (const [engine, url] of engines) {
      const bare = await measureBare(port + 1);
      const figures = await measureEngine(engine, port + 2, url, bare);
      console.log(`[bench] ${engine}: ${JSON.stringify(figures)}`);
      underLoad.push(figures);
    }
  } finally {
    await postgres?.drop();
  }
}

/** A database of its own on the local PostgreSQL, dropped afterwards. */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `dpu_bench_${Date.now().toString(36)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await run(`create database ${name}`);
  } catch {
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
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
if (underLoad.length) {
  lines.push(
    '## API under load (autocannon, production start, logs at info)',
    '',
    'Targets: checkLoginStatus ≥ 0.5 of the bare route, p99 ≤ 10 ms; ingestion ≥ 5,000 records/s, 0 lost.',
    '`checkLoginStatus` with a valid token at 100 connections for 10 s, against a bare Fastify',
    'route answering the same JSON measured just before (the floor); tracking ingestion: 20,000',
    'multipart records from 50 connections, then the stored rows counted.',
    '',
    '| engine | bare route | checkLoginStatus | ratio | p50 | p99 | errors | ingestion | stored | lost | refused (503) | RSS after load |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...underLoad.map(
      ({ engine, bare, status, ingestion, rssMb }) =>
        `| ${engine} | ${bare.perSecond} req/s | ${status.perSecond} req/s | ${status.ratio} | ${status.p50Ms} ms | ${status.p99Ms} ms | ${status.errors} | ${ingestion.perSecond} records/s | ${ingestion.stored} | ${ingestion.lost} | ${ingestion.refused} | ${rssMb} MB |`,
    ),
    '',
  );
}
const report = lines.join('\n');
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/bench.md'), report);
console.log(`\n${report}`);
console.log('[bench] report written to reports/bench.md');
