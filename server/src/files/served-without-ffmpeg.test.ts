import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { repoRoot, serverDir } from '../config';
import { sharedFiles } from '../../test/files';
import { startServer, waitForHealth } from '../../test/server-process';

// The production server only serves what the build generated: it starts and serves the
// videos and documents on a machine where no ffmpeg (nor any other build-only package) is
// installed, and refuses to start — saying what to run — where the build made none.

/**
 * The built server in a folder of its own, as on a production machine after
 * `npm install --omit=dev`: the bundle, migrations and content, and every installed package
 * but the build-only ones.
 */
function productionSandbox(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dpu-no-ffmpeg-'));
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const buildOnly = Object.keys(pkg.devDependencies)
    .filter((name) => !name.startsWith('@dpu/'))
    .map((name) => name.split('/')[0]!);
  const link = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) {
      if (buildOnly.includes(entry)) continue;
      symlinkSync(path.join(from, entry), path.join(to, entry));
    }
  };
  link(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  link(path.join(serverDir, 'node_modules'), path.join(root, 'server/node_modules'));
  copyFileSync(path.join(serverDir, 'package.json'), path.join(root, 'server/package.json'));
  symlinkSync(path.join(serverDir, 'migrations'), path.join(root, 'server/migrations'));
  symlinkSync(path.join(repoRoot, 'content'), path.join(root, 'content'));
  const build = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(serverDir, 'scripts/build.ts'),
      path.join(root, 'server/dist/server.js'),
    ],
    { encoding: 'utf8' },
  );
  assert.equal(build.status, 0, build.stderr);
  return root;
}

describe('the built server without build-only packages', () => {
  let sandbox: string;
  let filesDir: string;
  const entry = () => path.join(sandbox, 'server/dist/server.js');
  // no ffmpeg on the PATH either: only node's own folder
  const env = () => ({
    PATH: path.dirname(process.execPath),
    NODE_ENV: 'production',
    SITE_URL: 'http://127.0.0.1',
  });

  before(async () => {
    filesDir = await sharedFiles();
    sandbox = productionSandbox();
  });

  test('when neither ffmpeg nor its package is installed, then the server starts and serves the generated files', async () => {
    const inSandbox = createRequire(entry());
    assert.throws(() => inSandbox.resolve('@ffmpeg-installer/ffmpeg'), /Cannot find module/);
    assert.throws(() => inSandbox.resolve('pdfkit'), /Cannot find module/);
    const server = startServer(
      mkdtempSync(path.join(tmpdir(), 'dpu-no-ffmpeg-data-')),
      env(),
      entry(),
    );
    try {
      await waitForHealth(server);
      const video = 'video/conflux2200E-introduction.mp4';
      const served = await fetch(`${server.url}/data/file/${video}`);
      assert.equal(served.status, 200);
      assert.deepEqual(
        Buffer.from(await served.arrayBuffer()),
        readFileSync(path.join(filesDir, 'public', video)),
      );
      const handbook = await fetch(`${server.url}/api/file/pdf/conflux2200E`);
      assert.equal(handbook.status, 200);
      assert.deepEqual(
        Buffer.from(await handbook.arrayBuffer()),
        readFileSync(path.join(filesDir, 'public/handbooks/conflux2200E.pdf')),
      );
    } finally {
      await server.stop();
    }
  });

  test('when the build made no files, then the server does not start and says what to run', async () => {
    const server = startServer(
      mkdtempSync(path.join(tmpdir(), 'dpu-no-files-data-')),
      {
        ...env(),
        FILES_DIR: mkdtempSync(path.join(tmpdir(), 'dpu-no-files-')),
      },
      entry(),
    );
    assert.equal(await server.exited, 1, server.output());
    assert.match(server.output(), /generated files are not ready in .*: no \.generated\.json/);
    assert.match(server.output(), /npm run build/);
  });
});
