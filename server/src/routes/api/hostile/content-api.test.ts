import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { REMOTE_NAMES } from '@dpu/contracts';
import { createContentQuery } from '../../../content/query/index';
import { suiteApp } from '../../../../test/app';

// Regression tests of the security review, finding 2 (docs/hostile-input.md): one client could stall the server through the
// content API ($regex patterns that pass the static check but backtrack, and no rate
// limit). Patterns now run on RE2; the API is limited per client address, never for the
// server's own requests while rendering a page. No storage involved: PGlite only.

const LIMIT = 3;

/** A built site whose shell renderer queries the content API 2 × LIMIT times per page. */
function webRootQueryingContent(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dpu-web-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><div id="root"><!--ssr-body--></div>');
  write('shell/dist/routes.json', JSON.stringify({ app: 'shell', routes: [] }));
  write(
    'shell/dist/server/main.js',
    `exports.renderPage = async (request) => {
      const statuses = [];
      for (let i = 0; i < ${2 * LIMIT}; i += 1) {
        const answer = await request.transport({
          method: 'POST', url: '/api/_content/news',
          headers: { 'content-type': 'application/json' }, body: '{"limit":1}',
        });
        statuses.push(answer.status);
      }
      return { status: 200, html: 'statuses ' + statuses.join(','), clientRendered: [], errors: [] };
    };`,
  );
  for (const remote of REMOTE_NAMES) {
    const routes = remote === 'marketing' ? [{ path: '/', head: { title: '首页' } }] : [];
    write(`mfe-${remote}/dist/mf-manifest.json`, '{}');
    write(`mfe-${remote}/dist/routes.json`, JSON.stringify({ app: remote, routes }));
  }
  write('remotes.json', '{}');
  return root;
}

describe('content API under hostile queries', () => {
  const suite = suiteApp('pglite', async () => {
    const webRoot = webRootQueryingContent();
    return {
      webRoot,
      remotesConfigFile: path.join(webRoot, 'remotes.json'),
      rateLimits: {
        ...(await import('../../../config')).loadConfig({}).rateLimits,
        content: LIMIT,
      },
    };
  });

  const query = (where: unknown, remoteAddress: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/_content',
      payload: { deep: true, where },
      remoteAddress,
    });

  test('when a $regex would backtrack for seconds (finding 2 repro), then RE2 answers it at once', () => {
    // on the site's real content, with a budget far above what a backtracking engine needs
    // to give up on the long text fields, and far below what a busy test machine could
    // take away from a linear one
    const engine = createContentQuery(suite.app.content.index(), { regexBudgetMs: 20_000 });
    for (const field of ['title', 'text', 'description']) {
      for (const pattern of ['(?:.|..)+\\u0001', '(?:.|..)+\\u0001$', '(?:a|a)*\\u0001']) {
        assert.deepEqual(
          engine.run('/', { deep: true, where: { [field]: { $regex: pattern } } }),
          [],
          `${field} ${pattern}`,
        );
      }
    }
  });

  test('when the repro arrives over HTTP as sent (a real U+0001 in the pattern), then 400', async () => {
    const raw = await query({ title: { $regex: '(?:.|..)+\u0001' } }, '10.20.0.3');
    assert.equal(raw.statusCode, 400);
    assert.match(raw.json().msg, /控制字符/);
  });

  test('when a $regex needs backreferences or lookaround, then 400 says RE2 cannot', async () => {
    const back = await query({ title: { $regex: '(a)\\1' } }, '10.20.1.1');
    assert.equal(back.statusCode, 400);
    assert.match(back.json().msg, /不支持反向引用/);
    const around = await query({ title: { $regex: 'a(?!b)' } }, '10.20.1.2');
    assert.equal(around.statusCode, 400);
    assert.match(around.json().msg, /不支持环视断言/);
  });

  test('when one address queries more than RATE_LIMIT_CONTENT a minute, then 429 with Retry-After', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      assert.equal((await query({}, '10.20.2.1')).statusCode, 200);
    }
    const limited = await query({}, '10.20.2.1');
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { code: '429', msg: '请求过于频繁，请稍后再试' });
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await query({}, '10.20.2.2')).statusCode, 200, 'another address is not limited');
  });

  test('when the server renders a page, then its own content queries are never limited', async () => {
    const page = await suite.app.inject({ url: '/', remoteAddress: '10.20.3.1' });
    assert.equal(page.statusCode, 200);
    const statuses = Array.from({ length: 2 * LIMIT }, () => 200).join(',');
    assert.match(page.body, new RegExp(`statuses ${statuses}`));
    // a client claiming to be the server with a wrong secret is counted like any other
    const forged = { 'x-dpu-ssr': 'guess' };
    for (let i = 0; i < LIMIT; i += 1) {
      await suite.app.inject({
        method: 'POST',
        url: '/api/_content',
        headers: forged,
        remoteAddress: '10.20.3.2',
      });
    }
    const limited = await suite.app.inject({
      method: 'POST',
      url: '/api/_content',
      headers: forged,
      remoteAddress: '10.20.3.2',
    });
    assert.equal(limited.statusCode, 429);
  });
});
