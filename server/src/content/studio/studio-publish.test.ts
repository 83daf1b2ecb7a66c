import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeOnEngines } from '../../../test/databases';
import { studioSuite } from '../../../test/studio';
import { assertIncludesAll } from '../../../test/includes';
import { waitFor } from '../../../test/wait';

// The content studio's API (docs/api.md 'Content studio'): publish now and later, history,
// diff, rollback, the bin, copies and preview links — and what visitors are served.

await describeOnEngines('content studio publishing', (engine) => {
  const { suite, data, visitorTitle, documentId, actions, edit } = studioSuite(engine);
  const search = async (text: string) =>
    (
      await suite.app.inject({
        method: 'GET',
        url: `/api/_content/news?search=${encodeURIComponent(text)}`,
      })
    ).json().data;

  test('when a draft is published, diffed and rolled back, then visitors see each version and history says who and when', async () => {
    const id = await documentId('launch');
    await edit(id, { title: 'DPU 新品正式发布' }, '\n更新后的正文。\n');
    const published = await data('POST', `/studio/documents/${id}/publish`, {});
    assert.equal(published.revision, 2);
    assert.equal(await visitorTitle('/news/launch'), 'DPU 新品正式发布');
    assert.equal((await search('正式发布')).length, 1, 'the search index follows the publish');
    const revisions = (await data('GET', `/studio/documents/${id}/history`)) as {
      revision: number;
      origin: string;
      live: boolean;
      createdByEmail: string | null;
    }[];
    assert.deepEqual(
      revisions.map((r) => [r.revision, r.origin, r.live, r.createdByEmail]),
      [
        [2, 'publish', true, 'admin@example.com'],
        [1, 'import', false, null],
      ],
    );
    const changes = await data('GET', `/studio/documents/${id}/diff?from=1&to=2`);
    assert.deepEqual(
      (changes.lines as { op: string; text: string }[]).filter((line) => line.op !== ' '),
      [
        { op: '-', text: 'title: DPU 新品发布' },
        { op: '+', text: 'title: DPU 新品正式发布' },
        { op: '-', text: 'DPU 新品发布的正文。' },
        { op: '+', text: '更新后的正文。' },
      ],
    );
    const rolled = await data('POST', `/studio/documents/${id}/revisions/1/rollback`);
    assert.equal(rolled.revision, 3);
    assert.equal((await data('GET', `/studio/documents/${id}`)).title, 'DPU 新品发布');
    assert.equal(await visitorTitle('/news/launch'), 'DPU 新品发布');
    assert.deepEqual(await search('正式发布'), [], 'the search index follows the rollback');
    assert.ok((await actions()).includes('content_rollback'));
  });

  test('when a document is unpublished, deleted, restored and copied, then visitors and the bin follow', async () => {
    const id = await documentId('summit');
    await edit(id, { title: '峰会新闻' });
    await data('POST', `/studio/documents/${id}/publish`, {});
    await data('POST', `/studio/documents/${id}/unpublish`);
    assert.equal(await visitorTitle('/news/summit'), 404);
    await data('POST', `/studio/documents/${id}/publish`, {});
    assert.equal(await visitorTitle('/news/summit'), '峰会新闻');
    await data('DELETE', `/studio/documents/${id}`);
    assert.equal(await visitorTitle('/news/summit'), 404);
    const bin = await data('GET', '/studio/bin');
    assert.deepEqual(
      (bin.items as { id: number }[]).map((item) => item.id),
      [id],
    );
    const restored = await data('POST', `/studio/documents/${id}/restore`);
    assert.equal(restored.live, true);
    assert.equal(await visitorTitle('/news/summit'), '峰会新闻');
    const copy = await data('POST', `/studio/documents/${id}/duplicate`, {});
    assert.deepEqual([copy.slug, copy.live, copy.hasDraft], ['summit-copy', false, true]);
    assert.equal(await visitorTitle('/news/summit-copy'), 404);
    const created = await data('POST', '/studio/collections/news/documents', {
      slug: 'brand-new',
      fields: { title: '新文章', date: '2025-07-01', description: '摘要' },
      body: '正文',
    });
    assert.deepEqual(created.problems, []);
    assert.equal(
      created.draft.text,
      '---\ntitle: 新文章\ndate: 2025-07-01\ndescription: 摘要\n---\n\n正文',
    );
    const audit = await actions();
    assertIncludesAll(audit, [
      'content_unpublish',
      'content_publish',
      'content_delete',
      'content_restore',
      'content_duplicate',
      'content_create',
      'content_save',
    ]);
  });

  test('when a publish is scheduled, then it goes live at that time, once', async () => {
    const created = await data('POST', '/studio/collections/news/documents', {
      slug: 'scheduled',
      fields: { title: '定时新闻', date: '2025-07-02', description: '摘要' },
    });
    // far enough ahead that a slow request on a loaded machine still schedules and the
    // 404 below is read before it falls due
    const at = new Date(Date.now() + 4000).toISOString();
    const scheduled = await data('POST', `/studio/documents/${created.id}/publish`, { at });
    assert.deepEqual([scheduled.revision, scheduled.scheduledAt], [null, at]);
    assert.equal(await visitorTitle('/news/scheduled'), 404);
    await waitFor(
      async () => ((await visitorTitle('/news/scheduled')) === '定时新闻' ? true : undefined),
      8000,
    );
    const revisions = (await data('GET', `/studio/documents/${created.id}/history`)) as {
      origin: string;
    }[];
    assert.deepEqual(
      revisions.map((revision) => revision.origin),
      ['schedule'],
    );
    assert.equal((await data('GET', `/studio/documents/${created.id}`)).scheduledAt, null);
  });

  test('when a preview link is made, then its token shows the draft to the content API, uncached; a bad token is 403', async () => {
    const id = await documentId('launch');
    await edit(id, { title: '草稿标题' });
    const link = await data('POST', `/studio/documents/${id}/preview`, { minutes: 30 });
    assert.match(link.url, /^\/news\/newsDetails\?id=launch&preview=/);
    const preview = await suite.app.inject({
      method: 'GET',
      url: '/api/_content/news/launch',
      headers: { 'x-content-preview': link.token },
    });
    assert.equal(preview.json().data.title, '草稿标题');
    assert.equal(preview.headers['cache-control'], 'no-store');
    assert.equal(preview.headers['x-robots-tag'], 'noindex');
    assert.equal(await visitorTitle('/news/launch'), 'DPU 新品发布');
    const forged = await suite.app.inject({
      method: 'GET',
      url: '/api/_content/news/launch',
      headers: { 'x-content-preview': `${link.token}x` },
    });
    assert.equal(forged.statusCode, 403);
    assert.deepEqual(await search('草稿标题'), [], 'drafts never reach the public search index');
  });

  test('when a document’s preview links are revoked, then every link made before is 403 and a new one works', async () => {
    const id = await documentId('summit');
    const previewTitle = async (token: string) => {
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/_content/news/summit',
        headers: { 'x-content-preview': token },
      });
      return response.statusCode === 200 ? response.json().data.title : response.statusCode;
    };
    const shared = await data('POST', `/studio/documents/${id}/preview`, { minutes: 60 });
    const other = await data('POST', `/studio/documents/${id}/preview`, { minutes: 30 });
    const title = await previewTitle(shared.token);
    assert.equal(typeof title, 'string', 'the link shows the draft before it is revoked');

    await data('POST', `/studio/documents/${id}/preview/revoke`);
    assert.equal(await previewTitle(shared.token), 403);
    assert.equal(await previewTitle(other.token), 403);
    const fresh = await data('POST', `/studio/documents/${id}/preview`, { minutes: 30 });
    assert.equal(await previewTitle(fresh.token), title);
    assert.ok((await actions()).includes('content_preview_revoke'));
  });
});
