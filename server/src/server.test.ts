import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BUILT_ENTRY, startServer, waitForHealth } from '../test/server-process';
import { waitFor } from '../test/wait';

// The real process: start, answer, close cleanly on SIGTERM, and reopen the same
// embedded database afterwards (a dirty close would leave it unusable).

test('when the server gets SIGTERM, then it closes cleanly and its database reopens', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpu-shutdown-'));

  const first = startServer(dataDir);
  const health = await waitForHealth(first);
  assert.equal(health.code, '200');
  first.child.kill('SIGTERM');
  assert.equal(await first.exited, 0, first.output());
  assert.match(first.output(), /shutting down/);

  const second = startServer(dataDir);
  try {
    const again = await waitForHealth(second);
    assert.deepEqual((again.data as { db: string }).db, 'up');
  } finally {
    second.child.kill('SIGTERM');
    assert.equal(await second.exited, 0, second.output());
  }
});

test('when the server is built, then plain node runs it: migrations, content, PGlite and logs', async () => {
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../scripts/build.ts')],
    { encoding: 'utf8' },
  );
  assert.equal(build.status, 0, build.stderr);
  const server = startServer(mkdtempSync(path.join(tmpdir(), 'dpu-built-')), {}, BUILT_ENTRY);
  try {
    const health = await waitForHealth(server);
    assert.equal((health.data as { db: string }).db, 'up');
    assert.ok(Number((health.data as { contentDocs: number }).contentDocs) > 0);
    const answer = await fetch(`${server.url}/api/product/list`, {
      headers: { 'X-Request-Id': 'probe-42' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('x-request-id'), 'probe-42');
    const generated = await fetch(`${server.url}/api/health`, {
      headers: { 'X-Request-Id': 'not valid\u00e9' },
    });
    assert.match(generated.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    // one info line per /api request, carrying the request id
    await waitFor(() => (/"reqId":"probe-42"/.test(server.output()) ? true : undefined));
  } finally {
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0, server.output());
  }
});
