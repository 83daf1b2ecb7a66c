import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SAMPLE_TRACKING_FIELDS } from './tracking-sample';

// The API under load, as an operator would measure it: autocannon against the production
// start (node server/dist/server.js, logs at info) on each engine, and a bare Fastify
// route answering the same JSON in the same run as the floor.

const root = path.resolve(import.meta.dirname, '../..');

export interface ApiFigures {
  engine: string;
  /** The floor: the bare route, measured just before. */
  bare: { perSecond: number; p99Ms: number };
  status: { perSecond: number; ratio: number; p50Ms: number; p99Ms: number; errors: number };
  ingestion: { records: number; perSecond: number; stored: number; lost: number; refused: number };
  rssMb: number;
}

interface Child {
  process: ChildProcess;
  url: string;
  stop: () => Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within 120 s`);
}

function spawnChild(args: string[], env: Record<string, string>, port: number): Child {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // the logs go nowhere, but they are written: the cost of production logging counts
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
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

/** The floor: measured right before each engine, so both see the same machine. */
export async function measureBare(port: number) {
  const bare = await startBare(port);
  try {
    await statusLoad(bare.url).then(() => undefined); // warm-up
    const result = await statusLoad(bare.url);
    return { perSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
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
    const record = multipartRecord();
    const before = await storedTracking(site.url, admin.data.token);
    const ingestion = await autocannon({
      url: `${site.url}/api/trackware/front`,
      method: 'POST',
      connections: 50,
      amount: 20_000,
      headers: { 'content-type': record.contentType },
      body: record.body,
    });
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
        errors: status.errors + status.non2xx,
      },
      ingestion: {
        records: acknowledged,
        perSecond: Math.round(acknowledged / ingestion.duration),
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
