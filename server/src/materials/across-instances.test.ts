import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { productByKey } from '@dpu/contracts';
import { studioContentDir } from '../../test/content';
import { skipReason } from '../../test/databases';
import { postMultipart } from '../../test/multipart';
import { REDIS_URL, redisSkipReason } from '../../test/redis';
import { auth, grantProduct, loginAs, registerUser } from '../../test/users';
import { suiteInstances } from '../../test/instances';

// Issue 23 with two instances on one PostgreSQL and Redis (the README's Scaling set-up): a
// support release published through one is listed and downloaded through the other at once;
// a job opening HR publishes through one takes applications on the other within 2 s, and
// once closed the other refuses the next application while staff keep the earlier ones.

const P = productByKey('conflux2200P')!;
const WITHIN_MS = 2000;

async function msUntil(probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > 10_000) assert.fail('never happened');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

const skip = (await skipReason('postgres')) || (await redisSkipReason());

describe('publishing on two instances of one PostgreSQL and Redis', { skip }, () => {
  const instances = suiteInstances(skip, () => ({
    contentDir: studioContentDir(),
    redisUrl: REDIS_URL,
  }));
  let staff: string;
  const studio = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await instances.one.inject({
      method,
      url: `/api${url}`,
      headers: auth(staff),
      payload,
    });
    assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
    return response.json().data;
  };
  const apply = (app: FastifyInstance, jobId: string) => {
    return postMultipart(
      app,
      '/api/jobs/apply',
      { jobId, name: '孙八', phone: '13700137000', email: 'sun@example.com' },
      [
        {
          field: 'resume',
          filename: '简历.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.4\n简历'),
        },
      ],
    );
  };

  before(async () => {
    staff = await loginAs(instances.one, 'admin@example.com', 'Admin12345');
  });

  test('when support publishes a driver through one, then a holder downloads it through the other', async () => {
    const holder = await registerUser(instances.one);
    await grantProduct(instances.one, holder.email, P.proId);
    const bytes = Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(600 * 1024, 7)]);
    const published = await postMultipart(
      instances.one,
      '/api/admin/materials',
      { proId: P.proId, kind: 'driver', version: 'V4.0.0' },
      [
        {
          field: 'file',
          filename: 'driver.tar.gz',
          contentType: 'application/gzip',
          content: bytes,
        },
      ],
      auth(staff),
    );
    assert.equal(published.statusCode, 200, published.body);
    const listed = await instances.two.inject({
      url: `/api/customer/materials?proId=${P.proId}&type=drivers`,
      headers: auth(holder.token),
    });
    const [first] = listed.json().data;
    assert.equal(first.version, 'V4.0.0');
    const download = await instances.two.inject({
      url: `/api/file/download/${first.fileId}`,
      headers: auth(holder.token),
    });
    assert.equal(download.statusCode, 200);
    assert.equal(createHash('sha256').update(download.rawPayload).digest('hex'), first.sha256);
  });

  test('when HR opens a job through one and closes it, then the other follows within 2 s', async () => {
    const created = await studio('POST', '/studio/collections/jobs/documents', {
      slug: 'social-fpga-lead',
      fields: {
        title: 'FPGA 技术负责人',
        kind: 'social',
        department: '研发中心',
        location: '上海',
        date: '2026-11-20',
      },
    });
    await studio('POST', `/studio/documents/${created.id}/publish`, {});
    const opened = await msUntil(
      async () => (await apply(instances.two, 'social-fpga-lead')).statusCode === 200,
    );
    assert.ok(opened < WITHIN_MS, `applications taken by the other after ${opened} ms`);
    const list = await instances.two.inject({
      method: 'POST',
      url: '/api/_content/jobs',
      payload: {},
    });
    assert.match(list.body, /FPGA 技术负责人/);

    await studio('POST', `/studio/documents/${created.id}/unpublish`, {});
    const closed = await msUntil(
      async () => (await apply(instances.two, 'social-fpga-lead')).statusCode === 400,
    );
    assert.ok(closed < WITHIN_MS, `closed on the other after ${closed} ms`);
    const refused = await apply(instances.two, 'social-fpga-lead');
    assert.equal(refused.json().msg, '请求参数有误：职位不存在或已关闭');
    const listAfter = await instances.two.inject({
      method: 'POST',
      url: '/api/_content/jobs',
      payload: {},
    });
    assert.doesNotMatch(listAfter.body, /FPGA 技术负责人/);
    const kept = await instances.two.inject({
      url: '/api/admin/applications?jobId=social-fpga-lead',
      headers: auth(staff),
    });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.ok(kept.json().data.total >= 1, 'staff keep the closed job’s applications');
  });
});
