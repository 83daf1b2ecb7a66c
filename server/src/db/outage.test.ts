import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../test/app';
import { auth, registerUser } from '../../test/users';
import { waitFor } from '../../test/wait';
import { openDatabase, type Database } from './database';
import { TRACKING_RECORD as RECORD } from '../../test/tracking';

// A PostgreSQL of the test's own (initdb, pg_ctl), stopped and frozen under a stream of
// requests: /api answers the 503 envelope meanwhile (nothing hangs), /api/health says the
// database is down, acknowledged tracking records wait in memory; within 5 s of the
// database returning everything answers again, without a restart, and every acknowledged
// record is stored.

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  for (const version of readdirSync(root).sort().reverse()) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

const bin = postgresBin();
const asRoot = userInfo().uid === 0;
// PostgreSQL refuses to run as root: as root, run it as the 'postgres' user
const canSwitch = asRoot ? spawnSync('id', ['postgres']).status === 0 : true;
const skip = !bin
  ? 'initdb/pg_ctl not found under /usr/lib/postgresql/*/bin'
  : !canSwitch
    ? "running as root and there is no 'postgres' user to run PostgreSQL as"
    : false;
if (skip) console.log(`# skipping the database outage tests: ${skip}`);

const port = 25_000 + Math.floor(Math.random() * 5000);

function pg(tool: string, args: string[]): void {
  const command = path.join(bin!, tool);
  if (asRoot)
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

interface Stream {
  acknowledged: number;
  answers: { status: number; code: unknown }[];
  stop: () => Promise<void>;
}

/** Requests without pause from a few clients: a product list (database) and tracking. */
function requestStream(app: FastifyInstance, token: string): Stream {
  const stream: Stream = { acknowledged: 0, answers: [], stop: async () => undefined };
  let running = true;
  const client = async (index: number) => {
    while (running) {
      const tracking = index % 2 === 0;
      const response = tracking
        ? await app.inject({ method: 'POST', url: '/api/trackware/front', payload: RECORD })
        : await app.inject({ method: 'GET', url: '/api/product/list', headers: auth(token) });
      stream.answers.push({ status: response.statusCode, code: response.json().code });
      if (tracking && response.statusCode === 200) stream.acknowledged += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const clients = Array.from({ length: 4 }, (_, index) => client(index));
  stream.stop = async () => {
    running = false;
    await Promise.all(clients);
  };
  return stream;
}

async function downAnswers(app: FastifyInstance): Promise<void> {
  await waitFor(async () => {
    const health = await app.inject({ url: '/api/health' });
    return health.statusCode === 503 ? true : undefined;
  }, 10_000);
  const health = await app.inject({ url: '/api/health' });
  assert.deepEqual(
    { status: health.statusCode, code: health.json().code },
    { status: 503, code: '503' },
  );
  const list = await app.inject({ url: '/api/product/list' });
  assert.equal(list.statusCode, 503);
  assert.equal(list.json().code, '503');
  assert.equal(typeof list.json().msg, 'string');
  assert.ok(Number(list.headers['retry-after']) >= 1);
}

/** Within 5 s of the database answering again, the API does too. */
async function recovers(app: FastifyInstance): Promise<void> {
  await waitFor(async () => {
    const list = await app.inject({ url: '/api/product/list' });
    const health = await app.inject({ url: '/api/health' });
    return list.statusCode === 200 && health.statusCode === 200 ? true : undefined;
  }, 5000);
}

/**
 * The stream's customer, registered once the new cluster answers: on a busy machine its
 * first statements can pass the 2 s query deadline this test sets, and a setup refused with
 * '503' would cancel the tests before the outage they are about (seen under CI at load 20).
 */
async function firstUser(app: FastifyInstance): Promise<string> {
  await waitFor(
    async () => ((await app.inject({ url: '/api/health' })).statusCode === 200 ? true : undefined),
    30_000,
  );
  return waitFor(async () => {
    try {
      return (await registerUser(app)).token;
    } catch (error) {
      // a refusal other than the database's '503' is a real failure
      if (!String(error).includes('"code":"503"')) throw error;
      return undefined;
    }
  }, 30_000);
}

describe('a PostgreSQL outage', { skip }, () => {
  let dataDir: string;
  let db: Database;
  let app: FastifyInstance;
  let token: string;
  const clusterPids = (): number[] => {
    const list = spawnSync('pgrep', ['-f', `bin/postgres -D ${dataDir}`], { encoding: 'utf8' });
    const postmaster = list.stdout.split('\n').filter(Boolean).map(Number);
    const children = postmaster.flatMap((pid) =>
      spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter(Boolean)
        .map(Number),
    );
    return [...postmaster, ...children];
  };

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-outage-pg-'));
    if (asRoot) execFileSync('chown', ['postgres', dataDir]);
    pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    start();
    db = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      timeouts: { connectMs: 1000, queryMs: 2000 },
    });
    app = await testApp(db, { trackingFlushMs: 200 });
    token = await firstUser(app);
  });
  after(async () => {
    for (const pid of clusterPids()) spawnSync('kill', ['-CONT', String(pid)]);
    await app?.close();
    await db?.close();
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
  });
  const start = () =>
    pg('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);

  test('when PostgreSQL stops and starts again, then 503 meanwhile, recovery within 5 s, no record lost', async () => {
    const stream = requestStream(app, token);
    await new Promise((resolve) => setTimeout(resolve, 500));
    pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    await downAnswers(app);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    start();
    await recovers(app);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stream.stop();
    await app.tracking.flush();

    const statuses = new Set(stream.answers.map((answer) => answer.status));
    assert.ok(statuses.has(503), 'some requests met the outage');
    for (const answer of stream.answers) {
      assert.ok(answer.status === 200 || answer.status === 503, `status ${answer.status}`);
      assert.equal(answer.code, String(answer.status));
    }
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from tracking_records');
    assert.equal(Number(row!.n), stream.acknowledged);
  });

  test('when PostgreSQL freezes and thaws, then 503 meanwhile and recovery within 5 s', async () => {
    await db.query('delete from tracking_records');
    const stream = requestStream(app, token);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const frozen = clusterPids();
    assert.ok(frozen.length > 0, 'the cluster processes are found');
    for (const pid of frozen) spawnSync('kill', ['-STOP', String(pid)]);
    try {
      await downAnswers(app);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      for (const pid of frozen) spawnSync('kill', ['-CONT', String(pid)]);
    }
    await recovers(app);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stream.stop();
    await app.tracking.flush();
    for (const answer of stream.answers) {
      assert.ok(answer.status === 200 || answer.status === 503, `status ${answer.status}`);
    }
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from tracking_records');
    assert.equal(Number(row!.n), stream.acknowledged);
  });
});
