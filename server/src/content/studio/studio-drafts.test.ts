import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeOnEngines } from '../../../test/databases';
import { studioSuite } from '../../../test/studio';
import { auth, registerUser } from '../../../test/users';

// The content studio's API (docs/api.md 'Content studio'): the first import, drafts with
// optimistic concurrency, schema problems per field, and who may call it.

await describeOnEngines('content studio drafts', (engine) => {
  const { suite, call, data, visitorTitle, documentId, actions } = studioSuite(engine);

  test('when the server first starts, then content/ is imported and served as it was', async () => {
    const list = await data('GET', '/studio/collections/news/documents');
    const items = list.items as { slug: string; live: boolean; hasDraft: boolean }[];
    assert.deepEqual(items.map((item) => [item.slug, item.live, item.hasDraft]).sort(), [
      ['launch', true, false],
      ['summit', true, false],
    ]);
    assert.equal(await visitorTitle('/news/launch'), 'DPU 新品发布');
    const collections = (await data('GET', '/studio/collections')) as {
      name: string;
      schema: { properties: Record<string, { title: string; kind: string }> };
    }[];
    const news = collections.find((collection) => collection.name === 'news')!;
    assert.deepEqual(news.schema.properties.date, {
      ...news.schema.properties.date,
      title: '发布日期',
      kind: 'date',
    });
  });

  test('when two editors save over the same version, then the second is refused with 409 and both texts are kept', async () => {
    const id = await documentId('summit');
    const loaded = await data('GET', `/studio/documents/${id}`);
    const base = loaded.draftVersion as number;
    const fields = loaded.draft.fields as Record<string, unknown>;
    const first = await data('PUT', `/studio/documents/${id}/draft`, {
      baseVersion: base,
      fields: { ...fields, title: '甲的标题' },
    });
    assert.equal(first.draftVersion, base + 1);
    const second = await call('PUT', `/studio/documents/${id}/draft`, {
      baseVersion: base,
      fields: { ...fields, title: '乙的标题' },
    });
    assert.equal(second.statusCode, 409);
    const refused = second.json();
    assert.equal(refused.code, '409');
    assert.match(refused.msg, /其他人已在你之后修改并保存/);
    assert.match(refused.data.current.text, /title: 甲的标题/);
    assert.equal(refused.data.current.savedByEmail, 'admin@example.com');
    const after = await data('GET', `/studio/documents/${id}`);
    assert.match(after.draft.text, /title: 甲的标题/);
    assert.match(after.draft.text, /# a comment the studio keeps/);
    assert.equal(after.conflicts[0].id, refused.data.conflictId);
    assert.match(after.conflicts[0].text, /title: 乙的标题/);
    assert.equal(await visitorTitle('/news/summit'), '数据中心峰会', 'drafts are not live');
    assert.ok((await actions()).includes('content_conflict'));
  });

  test('when a draft breaks the schema, then it is saved and each field problem is named; publishing is refused', async () => {
    const id = await documentId('launch');
    const doc = await data('GET', `/studio/documents/${id}`);
    const { title: _title, ...fields } = doc.draft.fields as Record<string, unknown>;
    const saved = await data('PUT', `/studio/documents/${id}/draft`, {
      baseVersion: doc.draftVersion,
      fields: { ...fields, date: '2025-13-01' },
    });
    assert.deepEqual(saved.problems, [
      { field: 'title', label: '标题', message: '缺少必填字段' },
      {
        field: 'date',
        label: '发布日期',
        message: '须为 YYYY-MM-DD 格式的有效日期（当前值 "2025-13-01"）',
      },
    ]);
    const refused = await call('POST', `/studio/documents/${id}/publish`, {});
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().code, '400');
    assert.match(refused.json().msg, /标题（title）缺少必填字段；发布日期（date）须为 YYYY-MM-DD/);
    assert.equal(refused.json().data.problems.length, 2);
    assert.equal(await visitorTitle('/news/launch'), 'DPU 新品发布');
    await data('PUT', `/studio/documents/${id}/draft`, {
      baseVersion: saved.draftVersion,
      text: doc.published.text,
    });
    assert.equal((await data('GET', `/studio/documents/${id}`)).hasDraft, false);
  });

  test('when a customer or nobody calls the studio, then it is 403 or 401', async () => {
    const customer = await registerUser(suite.app);
    const asCustomer = await suite.app.inject({
      method: 'GET',
      url: '/api/studio/collections',
      headers: auth(customer.token),
    });
    assert.equal(asCustomer.statusCode, 403);
    const anonymous = await suite.app.inject({ method: 'GET', url: '/api/studio/collections' });
    assert.equal(anonymous.statusCode, 401);
  });
});
