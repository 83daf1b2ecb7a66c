import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startServer, waitForHealth, type ServerProcess } from '../../test/server-process';
import { openDatabase } from '../db/database';
import { TRACKING_RECORD as RECORD } from '../../test/tracking';

// SIGTERM with tracking records waiting: they are written before the process ends, even
// when a client holds the shutdown open past its deadline, and under a stream of requests
// every acknowledged record is stored. Every record comes from one client, so the per-client
// tracking limit is lifted: these tests are about shutdown, not about limits.
const NO_TRACKING_LIMIT = { RATE_LIMIT_TRACKING: '1000000' };

const track = (server: ServerProcess) =>
  fetch(`${server.url}/api/trackware/front`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(RECORD),
  });

async function storedRecords(dataDir: string): Promise<number> {
  const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from tracking_records');
    return Number(row!.n);
  } finally {
    await db.close();
  }
}

/** A client that sends a body one byte at a time and never finishes it. */
function trickle(server: ServerProcess): () => void {
  const socket = connect(server.port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/trackware/front HTTP/1.1\r\nHost: localhost\r\n' +
      'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
  );
  const timer = setInterval(() => socket.write(' '), 100);
  return () => {
    clearInterval(timer);
    socket.destroy();
  };
}

test('when a client trickles a body past the shutdown deadline, then the tracking records are still written', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-trickle-'));
  const server = startServer(dataDir, {
    ...NO_TRACKING_LIMIT,
    TRACKING_FLUSH_MS: '60000',
    SHUTDOWN_DEADLINE_MS: '1500',
  });
  let stopTrickle = () => undefined as void;
  try {
    await waitForHealth(server);
    for (let i = 0; i < 200; i += 1) assert.equal((await track(server)).status, 200);
    stopTrickle = trickle(server);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await server.exited;
  } finally {
    stopTrickle();
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  assert.match(server.output(), /shutdown deadline passed/);
  assert.equal(await storedRecords(dataDir), 200, server.output());
});

test('when SIGTERM comes under a stream of requests, then every acknowledged record is stored', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-drain-'));
  // a deadline no busy machine reaches: this is about completing, not cutting
  const server = startServer(dataDir, {
    ...NO_TRACKING_LIMIT,
    TRACKING_FLUSH_MS: '60000',
    SHUTDOWN_DEADLINE_MS: '60000',
  });
  await waitForHealth(server);
  let acknowledged = 0;
  const statuses = new Set<number>();
  let running = true;
  const client = async () => {
    while (running) {
      try {
        const response = await track(server);
        statuses.add(response.status);
        if (response.status === 200) acknowledged += 1;
        await response.arrayBuffer();
      } catch {
        // refused: the listener is closed
        if (server.child.exitCode !== null) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  server.child.kill('SIGTERM');
  const code = await server.exited;
  running = false;
  await Promise.all(clients);
  assert.equal(code, 0, server.output());
  assert.ok(acknowledged > 0);
  for (const status of statuses) assert.ok(status === 200 || status === 503, `status ${status}`);
  assert.equal(await storedRecords(dataDir), acknowledged, server.output());
});
