import { randomBytes } from 'node:crypto';
import { startSiteServer } from '../../e2e/support/site-server';

// docs/hostile-input.md R8 (issue 24): one client sending a new query string with every
// request must not slow other visitors down. Visitors (each their own address, through a
// trusted proxy's X-Forwarded-For) load ordinary pages while one client asks for pages with
// random parameters — ones the routes do not read (`?b=<random>`, which the page cache now
// ignores) and ones they do (`/search?q=<random>`, a true render each, limited per client by
// RATE_LIMIT_PAGE_RENDERS). The figure: the visitors' p95 with the flood over their p95
// without it (target ≤ 2), with the production limit and, for comparison, with it lifted.

const VISITOR_PAGES = ['/', '/product/conflux2200E', '/news/newsCenter', '/about', '/search?q=DPU'];
const VISITORS = 4;
const SECONDS = 8;
const ATTACKER = '203.0.113.66';

export interface FloodRun {
  /** Which server and which flood. */
  name: string;
  visitorsAloneP95Ms: number;
  visitorsUnderFloodP95Ms: number;
  ratio: number;
  visitorRequests: number;
  floodRequests: number;
  /** Flood answers by status: 200 rendered or cached, 429 past the limit (the shell), 404. */
  floodStatuses: Record<string, number>;
}

/** The flood: open-loop at a rate (requests a second), or closed-loop on N connections. */
type Flood = { rate: number } | { connections: number };

/** The issue's rate: ~40 new query strings a second saturated the server before. */
const FLOOD_RATE = 50;
const MAX_OUTSTANDING = 64;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const random = () => randomBytes(6).toString('hex');

function floodUrl(n: number): string {
  switch (n % 4) {
    case 0:
      return `/about?b=${random()}`;
    case 1:
      return `/product/conflux2200E?${random()}=1&utm_source=${random()}`;
    case 2:
      return `/search?q=${random()}`;
    default:
      return `/news/newsDetails?id=${random()}`;
  }
}

/** Loops until `until`, each request after the last; returns latencies (ms) and statuses. */
async function client(
  baseUrl: string,
  address: string,
  next: (n: number) => string,
  until: number,
): Promise<{ latencies: number[]; statuses: number[] }> {
  const latencies: number[] = [];
  const statuses: number[] = [];
  for (let n = 0; Date.now() < until; n += 1) {
    const started = performance.now();
    statuses.push(await send(baseUrl, address, next(n)));
    latencies.push(performance.now() - started);
  }
  return { latencies, statuses };
}

async function send(baseUrl: string, address: string, url: string): Promise<number> {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': address, 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** One client sending `rate` requests a second whatever the answers take (open loop). */
async function pacedClient(baseUrl: string, rate: number, until: number): Promise<number[]> {
  const statuses: number[] = [];
  const pending = new Set<Promise<void>>();
  for (let n = 0; Date.now() < until; n += 1) {
    if (pending.size < MAX_OUTSTANDING) {
      const request = send(baseUrl, ATTACKER, floodUrl(n)).then((status) => {
        statuses.push(status);
        pending.delete(request);
      });
      pending.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  await Promise.all(pending);
  return statuses;
}

async function flooding(baseUrl: string, flood: Flood, until: number): Promise<number[]> {
  if ('rate' in flood) return pacedClient(baseUrl, flood.rate, until);
  const runs = await Promise.all(
    Array.from({ length: flood.connections }, () => client(baseUrl, ATTACKER, floodUrl, until)),
  );
  return runs.flatMap((run) => run.statuses);
}

async function visitors(baseUrl: string, until: number) {
  const runs = await Promise.all(
    Array.from({ length: VISITORS }, (_, i) =>
      client(
        baseUrl,
        `198.51.100.${i + 1}`,
        (n) => VISITOR_PAGES[(n + i) % VISITOR_PAGES.length]!,
        until,
      ),
    ),
  );
  return runs.flatMap((run) => run.latencies);
}

function floodName(flood: Flood): string {
  return 'rate' in flood
    ? `${flood.rate} new URLs/s`
    : `${flood.connections} connections, as fast as answered`;
}

/** Visitors alone, then beside each flood, on one server. */
async function measureServer(
  name: string,
  port: number,
  renderLimit: string,
  floods: Flood[],
): Promise<FloodRun[]> {
  const server = await startSiteServer(port, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SITE_URL: `http://localhost:${port}`,
    TRUST_PROXY: '1',
    RATE_LIMIT_PAGE_RENDERS: renderLimit,
  });
  try {
    console.log(`[bench] page flood (${name}): visitors alone, ${SECONDS} s…`);
    for (const page of VISITOR_PAGES) await (await fetch(`${server.url}${page}`)).arrayBuffer();
    const alone = await visitors(server.url, Date.now() + SECONDS * 1000);
    const aloneP95 = percentile(alone, 95);
    const runs: FloodRun[] = [];
    for (const flood of floods) {
      console.log(`[bench] page flood (${name}): visitors beside ${floodName(flood)}…`);
      const until = Date.now() + SECONDS * 1000;
      const [beside, statuses] = await Promise.all([
        visitors(server.url, until),
        flooding(server.url, flood, until),
      ]);
      const byStatus: Record<string, number> = {};
      for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
      const underP95 = percentile(beside, 95);
      runs.push({
        name: `${name}; ${floodName(flood)}`,
        visitorsAloneP95Ms: Number(aloneP95.toFixed(1)),
        visitorsUnderFloodP95Ms: Number(underP95.toFixed(1)),
        ratio: Number((underP95 / Math.max(aloneP95, 0.1)).toFixed(2)),
        visitorRequests: beside.length,
        floodRequests: statuses.length,
        floodStatuses: byStatus,
      });
      // the flood's renders settle before the next measurement
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return runs;
  } finally {
    await server.stop();
  }
}

/**
 * The production render limit against the issue's flood (a client sending new query strings
 * at FLOOD_RATE a second) and against a closed-loop flood; then the limit lifted, which shows
 * what the limit buys (the page cache key alone already ignores undeclared parameters).
 */
export async function measurePageFlood(port: number): Promise<FloodRun[]> {
  return [
    ...(await measureServer('limit 60 renders/min per client (default)', port, '60', [
      { rate: FLOOD_RATE },
      { connections: 8 },
    ])),
    ...(await measureServer('limit lifted', port, '1000000', [{ rate: FLOOD_RATE }])),
  ];
}

export function pageFloodSection(figures: FloodRun[]): string[] {
  if (figures.length === 0) return [];
  return [
    '## One client flooding pages with new query strings (issue 24, finding 8)',
    '',
    `${VISITORS} visitors (own addresses) load ${VISITOR_PAGES.join(', ')} one request after another; beside them one client`,
    `sends random query strings (undeclared parameters, new search terms, unknown ids), ${SECONDS} s each: at ${FLOOD_RATE} a second`,
    '(the issue saw ~40 a second saturate the server), or on 8 connections as fast as they are answered (a plain HTTP flood,',
    'which any request, even a static file, turns into queueing: shown for information).',
    'Target: the visitors’ p95 under the flood ≤ 2× their p95 alone.',
    '',
    '| server | visitors alone p95 | under flood p95 | ratio | visitor requests | flood requests | flood answers |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...figures.map(
      (f) =>
        `| ${f.name} | ${f.visitorsAloneP95Ms} ms | ${f.visitorsUnderFloodP95Ms} ms | ${f.ratio}× ${f.ratio <= 2 ? '✓' : '✗'} | ${f.visitorRequests} | ${f.floodRequests} | ${Object.entries(
          f.floodStatuses,
        )
          .map(([status, n]) => `${status}: ${n}`)
          .join(', ')} |`,
    ),
    '',
  ];
}
