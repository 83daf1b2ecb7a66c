import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSiteServer, type SiteServer } from '../e2e/support/site-server';
import { measureBare, measureEngine, type ApiFigures } from './bench/api-load';
import { load, type LoadResult } from './bench/http-load';
import { measureInteractions, type InteractionFigures } from './bench/interaction';
import { measureLighthouse, type LighthouseFigures } from './bench/lighthouse';
import { measurePageFlood, pageFloodSection, type FloodRun } from './bench/page-flood';
import { measurePageServing, measureRendering, type ThroughputFigures } from './bench/page-server';
import { measurePages, type PageWeight } from './bench/page-weight';
import { measureRepeatVisit, type RepeatVisit } from './bench/repeat-visit';
import * as report from './bench/report';
import * as serverReport from './bench/report-server';
import { benchRoutes } from './bench/routes';
import { measureServerStart, startReport, type StartFigures } from './bench/server-start';
import { SAMPLE_TRACKING_FIELDS } from './bench/tracking-sample';
import { runStep } from './run-step';

// `npm run bench`: what a visitor gets (first-load JS and Lighthouse mobile on every public
// route, interaction right after load, a repeat visit), what a page costs the server (cached
// and rendered, CPU per page), and API throughput against bare Fastify floors. Prints figures
// beside their targets and writes reports/bench.md; nothing here asserts — tests never depend
// on wall-clock time.
//   BENCH_ONLY=start,pages,lighthouse,interaction,repeat,serving,api,load,flood picks parts
//     ('start' is the built server's start to healthy, 'load' the API under autocannon on
//     each engine against the bare Fastify floors, 'flood' other visitors' p95 beside one
//     client sending new query strings: scripts/bench/page-flood.ts, hostile's part);
//   BENCH_ROUTES=modules (one route a page module, the default) | all | /a,/b picks the
//     routes of the page weight and Lighthouse sweeps;
//   BENCH_LIGHTHOUSE_RUNS: runs per key page (default 3; every other route gets one).
// scripts/bench/first-load-files.ts lists the scripts behind each route's first-load figure.

const root = path.resolve(import.meta.dirname, '..');
/** Measured several times, and beside the same HTML without scripts. */
const KEY_PAGES = ['/', '/product/conflux2200E', '/news/newsCenter'];
const SERVED_PAGES = ['/', '/product/conflux2200E'];
const INTERACTION_PAGES = ['/', '/product/conflux2200E'];
/** First view, second view: a page of another remote, and one of the same remote. */
const REPEAT_VISITS: [string, string][] = [
  ['/', '/product/conflux2200E'],
  ['/news/newsCenter', '/'],
];
const only = new Set(
  (process.env.BENCH_ONLY ?? 'start,pages,lighthouse,interaction,repeat,serving,api,load').split(
    ',',
  ),
);
const port = Number(process.env.BENCH_PORT ?? 8099);
// the bench measures what production runs (which must name its public origin)
const productionEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SITE_URL: `http://localhost:${port}`,
};

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
let keyLighthouse: LighthouseFigures[] = [];
let noScriptLighthouse: LighthouseFigures[] = [];
let sweepLighthouse: LighthouseFigures[] = [];
let interactions: InteractionFigures[] = [];
const repeatVisits: RepeatVisit[] = [];
let serving: Awaited<ReturnType<typeof measurePageServing>> | undefined;
let rendering: ThroughputFigures[] = [];
let api: { http: LoadResult[]; rssMb: number } | undefined;
let start: StartFigures | undefined;

if (only.has('start')) {
  console.log('[bench] server start to healthy (built, warm cache)…');
  start = await measureServerStart(root, port);
}

console.log('[bench] starting the site server (production, page cache on)…');
await withServer({}, async (server) => {
  const routes = await benchRoutes(server.url, process.env.BENCH_ROUTES ?? 'modules');
  const urls = routes.map((route) => route.url);
  console.log(
    `[bench] ${urls.length} routes (BENCH_ROUTES=${process.env.BENCH_ROUTES ?? 'modules'})`,
  );
  if (only.has('pages')) {
    console.log('[bench] measuring first-load JS in Chromium (cold cache)…');
    pages = await measurePages(server.url, urls);
  }
  if (only.has('lighthouse')) {
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    keyLighthouse = await measureLighthouse(server.url, KEY_PAGES, runs);
    noScriptLighthouse = await measureLighthouse(server.url, KEY_PAGES, runs, true);
    const others = await measureLighthouse(
      server.url,
      urls.filter((url) => !KEY_PAGES.includes(url)),
      1,
    );
    sweepLighthouse = [...keyLighthouse, ...others];
  }
  if (only.has('interaction')) {
    interactions = await measureInteractions(server.url, INTERACTION_PAGES);
  }
  if (only.has('repeat')) {
    for (const [first, second] of REPEAT_VISITS) {
      console.log(`[bench] repeat visit ${first} → ${second}…`);
      repeatVisits.push(await measureRepeatVisit(server.url, first, second));
    }
  }
  if (only.has('serving')) {
    serving = await measurePageServing(server.url, SERVED_PAGES, server.process.pid);
  }
  if (only.has('api')) api = await measureApi(server);
});
if (only.has('serving')) {
  console.log('[bench] starting the site server without the page cache…');
  // one client renders every page uncached here: no per-client render limit
  rendering = await withServer(
    { PAGE_CACHE_TTL_MS: '0', RATE_LIMIT_PAGE_RENDERS: '1000000' },
    (server) => measureRendering(server.url, SERVED_PAGES, server.process.pid),
  );
}

// issue 24: one client flooding pages with new query strings beside ordinary visitors
let flood: FloodRun[] = [];
if (only.has('flood')) flood = await measurePageFlood(port);

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

const lines = [
  '# Benchmarks',
  '',
  `Run ${new Date().toISOString()} on ${process.platform}, node ${process.version}, production build and start.`,
  '',
  ...(start ? startReport(start) : []),
  ...report.pageWeightSection(pages),
  ...report.lighthouseSection(keyLighthouse, noScriptLighthouse, sweepLighthouse),
  ...report.interactionSection(interactions),
  ...report.repeatVisitSection(repeatVisits),
  ...serverReport.servingSection(serving, rendering),
  ...serverReport.apiSection(api),
  ...serverReport.underLoadSection(underLoad),
  ...pageFloodSection(flood),
];
const text = lines.join('\n');
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/bench.md'), text);
console.log(`\n${text}`);
console.log('[bench] report written to reports/bench.md');
