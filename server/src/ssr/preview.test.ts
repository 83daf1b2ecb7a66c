import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { signPreview } from '../content/studio/preview-token';
import { suiteApp } from '../../test/app';
import { studioContentDir } from '../../test/content';
import { fakeWebRoot } from '../../test/fake-site';
import { auth, loginAs } from '../../test/users';

// Live preview (ssr/preview.ts): a page asked with ?preview=<token> renders the document's
// draft through the page's own content queries, is never cached or indexed, and may be
// framed only by the site (the studio's iframe). The stand-in renderer asks the content API
// for the news item of ?id= through the transport it is given, as a real page does.

const RENDERER = `
exports.renderPage = async (request) => {
  globalThis.__previewRenders = (globalThis.__previewRenders || 0) + 1;
  const id = new URL(request.url, 'http://x').searchParams.get('id');
  const answer = await request.transport({
    method: 'POST',
    url: '/api/_content/news/' + id,
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const data = JSON.parse(answer.body).data;
  return {
    status: answer.status === 200 ? 200 : 404,
    html: request.template.replace('<!--ssr-body-->', 'title=' + (data && data.title) + ' url=' + request.url),
    clientRendered: [],
    errors: [],
  };
};
`;

const renders = () => (globalThis as { __previewRenders?: number }).__previewRenders ?? 0;

function webRoot(): string {
  const root = fakeWebRoot();
  writeFileSync(path.join(root, 'shell/dist/server/main.js'), RENDERER);
  return root;
}

describe('live preview of a draft on the real page', () => {
  const suite = suiteApp('pglite', { contentDir: studioContentDir(), webRoot: webRoot() });
  let token = '';
  let id = 0;
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await suite.app.inject({
      method,
      url: `/api${url}`,
      headers: auth(token),
      ...(payload ? { payload } : {}),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  };
  const saveTitle = async (title: string) => {
    const doc = await api('GET', `/studio/documents/${id}`);
    await api('PUT', `/studio/documents/${id}/draft`, {
      baseVersion: doc.draftVersion,
      fields: { ...doc.draft.fields, title },
    });
  };
  const previewUrl = async () =>
    (await api('POST', `/studio/documents/${id}/preview`, {})).url as string;

  before(async () => {
    token = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
    const list = await api('GET', '/studio/collections/news/documents?q=launch');
    id = list.items[0].id;
    await saveTitle('草稿里的新标题');
  });

  test('when a preview link is opened, then the page shows the draft, no-store and noindex, framable by the site only', async () => {
    const url = await previewUrl();
    assert.match(url, /^\/news\/newsDetails\?id=launch&preview=/);
    const response = await suite.app.inject({ url });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /title=草稿里的新标题/);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['x-robots-tag'], 'noindex');
    assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
    assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'self'/);
    assert.doesNotMatch(response.body, /preview=/, 'the token is not in what the page renders');
  });

  test('when visitors ask the same page, then they see what is published, not the draft', async () => {
    await suite.app.inject({ url: await previewUrl() });
    const response = await suite.app.inject({ url: '/news/newsDetails?id=launch' });
    assert.match(response.body, /title=DPU 新品发布/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/);
  });

  test('when the preview is asked again after an edit, then it is rendered anew (never from the page cache)', async () => {
    const url = await previewUrl();
    await suite.app.inject({ url });
    const before = renders();
    await saveTitle('又改了一次');
    const response = await suite.app.inject({ url });
    assert.equal(renders(), before + 1);
    assert.match(response.body, /title=又改了一次/);
    await suite.app.inject({ url });
    assert.equal(renders(), before + 2);
  });

  test('when the token is forged, expired or empty, then the answer is 403 in Chinese, neither cached nor indexed', async () => {
    const good = new URL(await previewUrl(), 'http://site').searchParams.get('preview')!;
    const forged = `${good.slice(0, -2)}xx`;
    const secret = suite.app.content.stored!.previews.secret;
    const expired = signPreview(secret, {
      documentId: id,
      expires: Math.floor(Date.now() / 1000) - 60,
      epoch: 0,
    });
    const otherKey = signPreview('not-the-key', {
      documentId: id,
      expires: Math.floor(Date.now() / 1000) + 600,
      epoch: 0,
    });
    for (const bad of [forged, expired, otherKey, '']) {
      const response = await suite.app.inject({
        url: `/news/newsDetails?id=launch&preview=${encodeURIComponent(bad)}`,
      });
      assert.equal(response.statusCode, 403, bad);
      assert.match(response.body, /预览链接无效或已过期/);
      assert.doesNotMatch(response.body, /草稿里的新标题|又改了一次/);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers['x-robots-tag'], 'noindex');
    }
  });
});
