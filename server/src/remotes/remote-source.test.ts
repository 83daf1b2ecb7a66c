import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { writer } from '../../test/fake-site';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { remoteSource } from './remote-source';

describe('what the remotes publish, read through one source', () => {
  let webRoot: string;
  let cdn: Server;
  let cdnUrl: string;
  const asked: string[] = [];

  before(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'dpu-remote-source-'));
    const write = writer(webRoot);
    write('mfe-products/dist/routes.json', '{"app":"products"}');
    write('mfe-products/dist/server/remoteEntry.js', 'module.exports = "local entry"');
    write('secret.txt', 'not a remote file');
    cdn = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/v2/server/remoteEntry.js') response.end('module.exports = "cdn"');
      else if (request.url === '/v2/routes.json') response.end('{"app":"cdn"}');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  });

  after(() => cdn.close());

  test('when a file of this server’s own remote is read, then it comes from disk, never over HTTP', async () => {
    const source = remoteSource(webRoot, 1000);
    assert.equal(await source.read('/remotes/products/routes.json'), '{"app":"products"}');
    const entry = source.serverEntry('products', '/remotes/products/mf-manifest.json', 'abc');
    assert.match(
      entry.serverEntry,
      /^file:\/\/.*\/mfe-products\/dist\/server\/remoteEntry\.js\?v=abc$/,
    );
    const code = await entry.readEntry();
    assert.equal(code.code, 'module.exports = "local entry"');
    // its chunks are read from the same folder
    assert.equal(code.directory, path.join(webRoot, 'mfe-products/dist/server'));
    assert.equal(
      fileURLToPath(entry.serverEntry.split('?')[0] ?? ''),
      path.join(code.directory, 'remoteEntry.js'),
    );
    assert.deepEqual(asked, []);
  });

  test('when a remote is hosted elsewhere, then its files and Node build are read by URL', async () => {
    const source = remoteSource(webRoot, 1000);
    assert.equal(await source.read(`${cdnUrl}/v2/routes.json`), '{"app":"cdn"}');
    const entry = source.serverEntry('products', `${cdnUrl}/v2/mf-manifest.json`, 'v9');
    assert.equal(entry.serverEntry, `${cdnUrl}/v2/server/remoteEntry.js?v=v9`);
    const code = await entry.readEntry();
    assert.equal(code.code, 'module.exports = "cdn"');
    // no such folder on disk: the Node runtime fetches the chunks beside the entry's URL
    assert.equal(code.directory, '/v2/server');
    await assert.rejects(source.read(`${cdnUrl}/v2/missing.json`), /answered 404/);
  });

  test('when a path climbs out of a remote or names no remote, then nothing is read', async () => {
    const source = remoteSource(webRoot, 1000);
    await assert.rejects(source.read('/remotes/products/../../secret.txt'), /outside the remote/);
    await assert.rejects(source.read('/elsewhere/routes.json'), /neither/);
  });
});
