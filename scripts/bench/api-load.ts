import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnChild, waitUntilUp, type Child } from './child';
import { SAMPLE_TRACKING_FIELDS } from './tracking-sample';

// The API under load, as an operator would measure it: autocannon against the production
// start (node server/dist/server.js, logs at info) on each engine, and bare Fastify routes
// in the same run as the floors (the same JSON answer; the same multipart body parsed).

export interface ApiFigures {
  engine: string;
  /** The floors, measured just before: the bare JSON route and the bare multipart route. */
  bare: BareFigures;
  status: {
    perSecond: number;
    ratio: number;
    p50Ms: number;
    p99Ms: number;
    /** p99 over the bare route's p99 (target ≤ 2). */
    p99Ratio: number;
    errors: number;
  };
  ingestion: {
    records: number;
    perSecond: number;
    /** Records a second over the bare multipart route's (target ≥ 0.5). */
    ratio: number;
    stored: number;
    lost: number;
    refused: number;
  };
  rssMb: number;
}

export interface BareFigures {
  perSecond: number;
  p99Ms: number;
  /** Multipart tracking records a second on the bare route. */
  ingestionPerSecond: number;
}

export async function startBare(port: number): Promise<Child> {
  const bare = spawnChild(['--import', 'tsx', 'scripts/bench/bare-server.ts'], {}, port);
  await waitUntilUp(`${bare.url}/api/user/login/checkLoginStatus`, bare.process, 'bare server');
  return bare;
}

function startSite(port: number, databaseUrl: string): Child {
  return spawnChild(
    ['server/dist/server.js'],
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dpu-bench-')),
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_LOGIN: '1000',
      // every record comes from one address here: the per-client limit (120 a minute)
      // would refuse all but the first 120 and measure the refusals instead
      RATE_LIMIT_TRACKING: '1000000',
    },
    port,
  );
}

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const statusLoad = (url: string, token?: string) =>
  autocannon({
    url: `${url}/api/user/login/checkLoginStatus`,
    connections: 100,
    duration: 10,
    headers: token ? { UserToken: token } : {},
  });

const ingestionLoad = (url: string) => {
  const record = multipartRecord();
  return autocannon({
    url: `${url}/api/trackware/front`,
    method: 'POST',
    connections: 50,
    amount: 20_000,
    headers: { 'content-type': record.contentType },
    body: record.body,
  });
};

/** The floors: measured right before each engine, so both see the same machine. */
export async function measureBare(port: number): Promise<BareFigures> {
  const bare = await startBare(port);
  try {
    await statusLoad(bare.url).then(() => undefined); // warm-up
    const result = await statusLoad(bare.url);
    const ingestion = await ingestionLoad(bare.url);
    return {
      perSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      ingestionPerSecond: Math.round(ingestion['2xx'] / ingestion.duration),
    };
  } finally {
    await bare.stop();
  }
}

function multipartRecord(): { body: Buffer; contentType: string } {
  const boundary = '----dpu-bench-boundary';
  const parts = Object.entries(SAMPLE_TRACKING_FIELDS).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function storedTracking(url: string, adminToken: string): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const answer = await json<{ data: { total: number } }>(
    await fetch(`${url}/api/admin/tracking/summary?from=${today}&to=${today}`, {
      headers: { UserToken: adminToken },
    }),
  );
  return answer.data.total;
}

export async function measureEngine(
  engine: string,
  port: number,
  databaseUrl: string,
  bare: ApiFigures['bare'],
): Promise<ApiFigures> {
  const site = startSite(port, databaseUrl);
  try {
    await waitUntilUp(`${site.url}/api/health`, site.process, `the site on ${engine}`);
    const registered = await json<{ data: { token: string } }>(
      await fetch(`${site.url}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userName: '压测用户',
          email: `bench-${Date.now()}@example.com`,
          password: 'Bench12345',
        }),
      }),
    );
    const token = registered.data.token;
    const admin = await json<{ data: { token: string } }>(
      await fetch(`${site.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin@example.com', password: 'Admin12345' }),
      }),
    );

    process.stdout.write(`[bench] ${engine}: checkLoginStatus, 100 connections, 10 s…\n`);
    await statusLoad(site.url, token); // warm-up
    const status = await statusLoad(site.url, token);

    process.stdout.write(
      `[bench] ${engine}: tracking ingestion, 50 connections, 20,000 records…\n`,
    );
    const before = await storedTracking(site.url, admin.data.token);
    const ingestion = await ingestionLoad(site.url);
    const acknowledged = ingestion['2xx'];
    // written within the flush interval; wait until the count stops changing
    let stored = 0;
    for (let previous = -1; stored !== previous;) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      previous = stored;
      stored = (await storedTracking(site.url, admin.data.token)) - before;
    }
    return {
      engine,
      bare,
      status: {
        perSecond: Math.round(status.requests.average),
        ratio: Number((status.requests.average / bare.perSecond).toFixed(2)),
        p50Ms: status.latency.p50,
        p99Ms: status.latency.p99,
        p99Ratio: Number((status.latency.p99 / Math.max(1, bare.p99Ms)).toFixed(2)),
        errors: status.errors + status.non2xx,
      },
      ingestion: {
        records: acknowledged,
        perSecond: Math.round(acknowledged / ingestion.duration),
        ratio: Number(
          (acknowledged / ingestion.duration / Math.max(1, bare.ingestionPerSecond)).toFixed(2),
        ),
        stored,
        lost: acknowledged - stored,
        refused: ingestion.non2xx,
      },
      rssMb: rssMb(site.process.pid),
    };
  } finally {
    await site.stop();
  }
}
