import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import Fastify from 'fastify';
import { loadConfig, type AppConfig } from '../../config';
import contentPlugin from './content';

// The content index plugin (docs/content-query.md part A §11): validated at start, rebuilt on
// change in development, and a file broken mid-edit keeps the previous index.

const roots: string[] = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function contentDir(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-plugin-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  return root;
}

async function appFor(dir: string, env: AppConfig['env']) {
  const app = Fastify({ logger: false });
  app.decorate('config', { ...loadConfig({ NODE_ENV: 'test' }), env, contentDir: dir });
  await app.register(contentPlugin);
  await app.ready();
  return app;
}

const titleOf = (app: Awaited<ReturnType<typeof appFor>>) =>
  (app.content.query().run('/page', {}) as { title: string }).title;

async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('content plugin', () => {
  test('when the content is invalid at start, then the server does not start and names the file', async () => {
    const dir = contentDir({ 'home.yaml': 'subtitle: no title' });
    await assert.rejects(appFor(dir, 'test'), /home\.yaml: title 缺少必填字段/);
  });

  test('when a file changes in development, then the index is rebuilt; a broken edit keeps the old one', async () => {
    const dir = contentDir({ 'page.md': '---\ntitle: First\n---\n' });
    const app = await appFor(dir, 'development');
    try {
      assert.equal(titleOf(app), 'First');
      writeFileSync(path.join(dir, 'page.md'), '---\ntitle: Second\n---\n');
      await eventually(() => titleOf(app) === 'Second');
      writeFileSync(path.join(dir, 'page.md'), '---\ntitle: [broken\n---\n');
      await new Promise((resolve) => setTimeout(resolve, 600));
      assert.equal(titleOf(app), 'Second');
      writeFileSync(path.join(dir, 'page.md'), '---\ntitle: Third\n---\n');
      await eventually(() => titleOf(app) === 'Third');
    } finally {
      await app.close();
    }
  });

  test('when running in production or test, then files are not watched', async () => {
    const dir = contentDir({ 'page.md': '---\ntitle: Fixed\n---\n' });
    const app = await appFor(dir, 'production');
    try {
      writeFileSync(path.join(dir, 'page.md'), '---\ntitle: Changed\n---\n');
      await new Promise((resolve) => setTimeout(resolve, 600));
      assert.equal(titleOf(app), 'Fixed');
    } finally {
      await app.close();
    }
  });
});
