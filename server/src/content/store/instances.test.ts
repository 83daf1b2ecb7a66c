import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { studioContentDir } from '../../../test/content';
import { skipReason } from '../../../test/databases';
import { REDIS_URL, redisSkipReason } from '../../../test/redis';
import { auth, loginAs } from '../../../test/users';
import { publishDue } from '../studio/publish';
import { suiteInstances } from '../../../test/instances';

// N instances behave as one (issue 23): two servers on one PostgreSQL — told by Redis, or by
// LISTEN/NOTIFY without it — serve a publish made on the other within 2 s, and a scheduled
// publish fires once although both look for it every second.

const LIVE_WITHIN_MS = 2000;

async function titleOn(app: FastifyInstance, path: string): Promise<string | number> {
  const response = await app.inject({ method: 'GET', url: `/api/_content${path}` });
  return response.statusCode === 200 ? (response.json().data.title as string) : response.statusCode;
}

/** Milliseconds until `app` serves `title` at `path` (fails after 10 s). */
async function msUntil(app: FastifyInstance, path: string, title: string): Promise<number> {
  const started = Date.now();
  while ((await titleOn(app, path)) !== title) {
    if (Date.now() - started > 10_000) assert.fail(`${path} never showed ${title}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

for (const bus of ['redis', 'postgres'] as const) {
  describe(`two instances on one PostgreSQL, told by ${bus === 'redis' ? 'Redis' : 'LISTEN/NOTIFY'}`, async () => {
    const skip = (await skipReason('postgres')) || (bus === 'redis' && (await redisSkipReason()));
    const instances = suiteInstances(skip, () => ({
      contentDir: studioContentDir(),
      redisUrl: bus === 'redis' ? REDIS_URL : undefined,
    }));
    let token: string;
    const call = (
      app: FastifyInstance,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
    ) =>
      app.inject({
        method,
        url: `/api${url}`,
        headers: auth(token),
        ...(payload ? { payload } : {}),
      });
    const data = async (
      app: FastifyInstance,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      payload?: object,
    ) => {
      const response = await call(app, method, url, payload);
      assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
      return response.json().data;
    };

    before(async () => {
      if (skip) return;
      token = await loginAs(instances.one, 'admin@example.com', 'Admin12345');
    });

    test('when one instance publishes, then the other serves it within 2 s', { skip }, async () => {
      const list = await data(instances.one, 'GET', '/studio/collections/news/documents?q=launch');
      const id = list.items[0].id as number;
      const doc = await data(instances.one, 'GET', `/studio/documents/${id}`);
      await data(instances.one, 'PUT', `/studio/documents/${id}/draft`, {
        baseVersion: doc.draftVersion,
        fields: { ...doc.draft.fields, title: `跨实例发布 ${bus}` },
      });
      await data(instances.one, 'POST', `/studio/documents/${id}/publish`, {});
      assert.equal(await titleOn(instances.one, '/news/launch'), `跨实例发布 ${bus}`);
      const ms = await msUntil(instances.two, '/news/launch', `跨实例发布 ${bus}`);
      assert.ok(ms < LIVE_WITHIN_MS, `served by the other instance after ${ms} ms`);
      assert.equal(instances.one.content.version(), instances.two.content.version());
    });

    test(
      'when a scheduled publish falls due, then it fires once with both instances looking',
      { skip },
      async () => {
        const created = await data(instances.one, 'POST', '/studio/collections/news/documents', {
          slug: `due-${bus}`,
          fields: { title: '定时发布一次', date: '2025-07-03', description: '摘要' },
        });
        // far enough ahead that a slow request on a loaded machine still schedules (a time
        // within a second of now is a publish now)
        const at = new Date(Date.now() + 4000);
        const scheduled = await data(
          instances.one,
          'POST',
          `/studio/documents/${created.id}/publish`,
          {
            at: at.toISOString(),
          },
        );
        assert.equal(scheduled.scheduledAt, at.toISOString());
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
        // both instances' own timers race these calls too
        const fired = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            publishDue((i % 2 ? instances.two : instances.one).content.stored!.deps),
          ),
        );
        await msUntil(instances.two, `/news/due-${bus}`, '定时发布一次');
        await msUntil(instances.one, `/news/due-${bus}`, '定时发布一次');
        const history = await data(instances.two, 'GET', `/studio/documents/${created.id}/history`);
        assert.deepEqual(
          (history as { origin: string }[]).map((r) => r.origin),
          ['schedule'],
        );
        assert.ok(fired.reduce((sum, n) => sum + n, 0) <= 1);
        const audit = await data(instances.one, 'GET', '/admin/audit?pageSize=100');
        const publishes = (audit.items as { action: string; target: string }[]).filter(
          (entry) => entry.action === 'content_publish' && entry.target === `news/due-${bus}.md`,
        );
        assert.equal(publishes.length, 1);
      },
    );
  });
}
