import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { startServer } from '../test/server-process';
import { loadConfig } from './config';

// Every setting of the running server is read and checked here: a bad value stops the start
// with a message naming the variable and what it accepts, instead of a NaN deep inside.

describe('config', () => {
  test('when the settings are unset, then the documented defaults apply', () => {
    const config = loadConfig({});
    assert.equal(config.databasePoolSize, 10);
    assert.equal(config.webConcurrency, 1);
  });

  test('when the settings hold valid values, then the config carries them', () => {
    const config = loadConfig({
      DATABASE_POOL_SIZE: '25',
      WEB_CONCURRENCY: '4',
    });
    assert.equal(config.databasePoolSize, 25);
    assert.equal(config.webConcurrency, 4);
  });

  test('when FFMPEG_PATH names no ffmpeg, then the server does not care: only the build makes videos', () => {
    assert.doesNotThrow(() => loadConfig({ FFMPEG_PATH: '/nowhere/ffmpeg' }));
  });

  for (const [name, value, allowed] of [
    [
      'DATABASE_POOL_SIZE',
      'ten',
      /DATABASE_POOL_SIZE must be a whole number, 1 or more, got 'ten'/,
    ],
    ['DATABASE_POOL_SIZE', '0', /DATABASE_POOL_SIZE must be a whole number, 1 or more, got '0'/],
    ['WEB_CONCURRENCY', '2.5', /WEB_CONCURRENCY must be a whole number, 1 or more, got '2.5'/],
    ['SESSION_CACHE_MS', '-1', /SESSION_CACHE_MS must be a whole number, 0 or more, got '-1'/],
    ['WEB_CONCURRENCY', '0', /WEB_CONCURRENCY must be a whole number, 1 or more, got '0'/],
  ] as const) {
    test(`when ${name} is '${value}', then loading the config fails naming it and what is allowed`, () => {
      assert.throws(() => loadConfig({ [name]: value }), allowed);
    });
  }

  test('when the server starts with a bad setting, then it exits at once and logs which and why', async () => {
    const server = startServer(mkdtempSync(path.join(tmpdir(), 'dpu-config-')), {
      DATABASE_POOL_SIZE: 'lots',
    });
    assert.equal(await server.exited, 1, server.output());
    assert.match(server.output(), /the server failed to start/);
    assert.match(
      server.output(),
      /DATABASE_POOL_SIZE must be a whole number, 1 or more, got 'lots'/,
    );
  });
});
