import type { ApiFigures } from './api-load';
import type { LoadResult } from './http-load';
import type { ThroughputFigures } from './page-server';
import { TARGETS } from './report';

// reports/bench.md: what pages and API calls cost the server, beside their targets.

/** Each page cached beside the same page rendered anew (the page cache off), from one run. */
function perPageRows(cached: ThroughputFigures[], rendered: ThroughputFigures[]): string[] {
  return rendered.map((render) => {
    const page = render.name.replace(/^rendered /, '');
    const hit = cached.find((row) => row.name === `cached ${page}`);
    const cpu = render.cpuMsPerRequest;
    const verdict = cpu === undefined ? '—' : cpu <= TARGETS.renderCpuMs ? 'met' : 'missed';
    return `| ${page} | ${hit ? hit.perSecond : '—'} | ${render.perSecond} | ${cpu === undefined ? '—' : `${cpu} ms`} | ${verdict} |`;
  });
}

export function servingSection(
  serving: { staticFile: ThroughputFigures; pages: ThroughputFigures[] } | undefined,
  rendering: ThroughputFigures[],
): string[] {
  if (!serving && rendering.length === 0) return [];
  const base = serving?.staticFile.perSecond ?? 0;
  const rows = [...(serving ? [serving.staticFile, ...serving.pages] : []), ...rendering];
  return [
    '## Page serving (autocannon; server CPU per request from /proc)',
    '',
    `Targets: cached pages ≥ 0.5 of the static file; an uncached render ≤ ${TARGETS.renderCpuMs} ms of server CPU.`,
    '',
    '| what | requests/s | ratio to static | p99 | errors | server CPU per request |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (t) =>
        `| ${t.name} | ${t.perSecond} | ${base ? (t.perSecond / base).toFixed(2) : '—'} | ${t.p99Ms} ms | ${t.errors} | ${t.cpuMsPerRequest === undefined ? '—' : `${t.cpuMsPerRequest} ms`} |`,
    ),
    '',
    '"rendered" rows: a server started with PAGE_CACHE_TTL_MS=0, 8 connections, each request',
    'a URL of its own (a query), so each renders the page.',
    '',
    ...(rendering.length > 0
      ? [
          `| page | cached pages/s | uncached pages/s | server CPU per uncached page | ≤ ${TARGETS.renderCpuMs} ms |`,
          '|---|---|---|---|---|',
          ...perPageRows(serving?.pages ?? [], rendering),
          '',
        ]
      : []),
  ];
}

export function apiSection(api: { http: LoadResult[]; rssMb: number } | undefined): string[] {
  if (!api) return [];
  return [
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
  ];
}

export function underLoadSection(rows: ApiFigures[]): string[] {
  if (rows.length === 0) return [];
  return [
    '## API under load (autocannon, production start, logs at info)',
    '',
    'Targets: checkLoginStatus ≥ 0.5 of the bare route with p99 ≤ 2× the bare p99; ingestion',
    '≥ 0.5 of the bare multipart route, 0 lost. `checkLoginStatus` with a valid token at 100',
    'connections for 10 s; tracking ingestion: 20,000 multipart records from 50 connections,',
    'then the stored rows counted. The bare routes (plain Fastify, the multipart parser) run',
    'just before each engine.',
    '',
    '| engine | bare route | checkLoginStatus | ratio | p50 | p99 (bare) | p99 ratio | errors | bare multipart | ingestion | ratio | stored | lost | refused (503) | RSS |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ engine, bare, status, ingestion, rssMb }) =>
        `| ${engine} | ${bare.perSecond} req/s | ${status.perSecond} req/s | ${status.ratio} | ${status.p50Ms} ms | ${status.p99Ms} ms (${bare.p99Ms} ms) | ${status.p99Ratio} | ${status.errors} | ${bare.ingestionPerSecond} records/s | ${ingestion.perSecond} records/s | ${ingestion.ratio} | ${ingestion.stored} | ${ingestion.lost} | ${ingestion.refused} | ${rssMb} MB |`,
    ),
    '',
  ];
}
