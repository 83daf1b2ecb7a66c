import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { productByKey } from '@dpu/contracts';
import { suiteApp } from '../../../../test/app';
import { jobsContentDir } from '../../../../test/content';
import { describeOnEngines } from '../../../../test/databases';
import { postMultipart } from '../../../../test/multipart';
import { apiCaller, askCertification, loginAs, registerUser } from '../../../../test/users';
import { outboxMessages, waitFor } from '../../../../test/wait';

const P = productByKey('conflux2200P')!;
const D = productByKey('conflux2200D')!;

await describeOnEngines('staff calls', (engine) => {
  const suite = suiteApp(engine, { contentDir: jobsContentDir() });
  let adminToken: string;
  const call = apiCaller(suite);
  const check = async (token: string, proId: string) =>
    (await call('GET', `/productUserMid/check/client/${proId}`, token)).json().data;

  before(async () => {
    adminToken = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
  });

  test('when a customer or nobody calls a staff route, then 403 or 401', async () => {
    const customer = await registerUser(suite.app);
    const routes: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', '/admin/certifications?status=pending'],
      ['POST', '/admin/certifications/1/approve'],
      ['POST', '/admin/certifications/1/reject'],
      ['POST', '/admin/grants'],
      ['DELETE', '/admin/grants'],
      ['GET', '/admin/leads'],
      ['GET', '/admin/applications'],
      ['GET', '/admin/applications/1/resume'],
      ['GET', '/admin/tracking/summary'],
      ['GET', '/admin/customers?q=example'],
      ['GET', '/admin/leads/export'],
      ['POST', '/admin/leads/1/handled'],
      ['GET', '/admin/applications/jobs'],
      ['POST', '/admin/applications/1/status'],
      ['GET', '/admin/audit'],
    ];
    for (const [method, url] of routes) {
      const asCustomer = await call(method, url, customer.token, {
        email: customer.email,
        proId: P.proId,
      });
      assert.equal(asCustomer.statusCode, 403, `${method} ${url}`);
      assert.equal(asCustomer.json().code, '403');
      assert.equal((await call(method, url)).statusCode, 401, `${method} ${url}`);
    }
    // the customer's call changed nothing
    assert.equal(await check(customer.token, P.proId), 'not');
  });

  test('when staff approve a request, then the customer holds the product and is mailed', async () => {
    const customer = await registerUser(suite.app);
    const id = await askCertification(suite.app, customer.token);
    const pending = (await call('GET', '/admin/certifications?status=pending', adminToken)).json();
    const item = pending.data.items.find((c: { id: number }) => c.id === id);
    assert.equal(item.email, customer.email);
    assert.equal(item.status, 'pending');
    const before = outboxMessages(suite.app.config.dataDir).length;
    const approved = await call('POST', `/admin/certifications/${id}/approve`, adminToken);
    assert.equal(approved.statusCode, 200);
    assert.equal(approved.json().data.status, 'approved');
    assert.equal(await check(customer.token, P.proId), 'yes');
    const mine = (await call('GET', '/certification/mine', customer.token)).json().data;
    assert.equal(mine[0].status, 'approved');
    assert.ok(mine[0].decidedAt);
    await waitFor(() =>
      outboxMessages(suite.app.config.dataDir)
        .slice(before)
        .find((m) => m.includes(customer.email)),
    );
    // a decided request cannot be decided again (驳回 with its reason: without one it is
    // refused before anything else, staff-roles/reject-reason.ts)
    assert.equal(
      (
        await call('POST', `/admin/certifications/${id}/reject`, adminToken, {
          reason: '重复',
        })
      ).statusCode,
      409,
    );
    assert.equal(
      (await call('POST', '/admin/certifications/999999/approve', adminToken)).statusCode,
      404,
    );
    assert.equal(
      (await call('POST', '/admin/certifications/abc/approve', adminToken)).statusCode,
      400,
    );
  });

  test('when staff reject a request, then no grant appears and the reason is kept', async () => {
    const customer = await registerUser(suite.app);
    const id = await askCertification(suite.app, customer.token, {
      proId: D.proId,
      series: D.series,
    });
    const rejected = await call('POST', `/admin/certifications/${id}/reject`, adminToken, {
      reason: '序列号与订单不符',
    });
    assert.equal(rejected.json().data.status, 'rejected');
    assert.equal(await check(customer.token, D.proId), 'not');
    const mine = (await call('GET', '/certification/mine', customer.token)).json().data;
    assert.equal(mine[0].reason, '序列号与订单不符');
  });

  test('when staff grant and revoke a product, then the check follows', async () => {
    const customer = await registerUser(suite.app);
    const body = { email: customer.email, proId: D.proId };
    assert.deepEqual((await call('POST', '/admin/grants', adminToken, body)).json(), {
      code: '200',
    });
    assert.equal(await check(customer.token, D.proId), 'yes');
    assert.deepEqual((await call('DELETE', '/admin/grants', adminToken, body)).json(), {
      code: '200',
    });
    assert.equal(await check(customer.token, D.proId), 'not');
    assert.equal((await call('DELETE', '/admin/grants', adminToken, body)).statusCode, 404);
    assert.equal(
      (
        await call('POST', '/admin/grants', adminToken, {
          email: 'nobody@example.com',
          proId: D.proId,
        })
      ).statusCode,
      404,
    );
    assert.equal(
      (
        await call('POST', '/admin/grants', adminToken, {
          email: customer.email,
          proId: 'f'.repeat(32),
        })
      ).statusCode,
      400,
    );
  });

  test('when staff list leads and applications, then newest come first, paged, without server paths', async () => {
    const lead = {
      name: '周九',
      company: '示例',
      phone: '13600136000',
      email: 'zhou@example.com',
      message: '咨询',
    };
    for (const n of [1, 2, 3]) {
      await call('POST', '/contact', undefined, { ...lead, message: `咨询 ${n}` });
    }
    const page1 = (await call('GET', '/admin/leads?page=1&pageSize=2', adminToken)).json().data;
    assert.equal(page1.total, 3);
    assert.deepEqual(
      page1.items.map((l: { message: string }) => l.message),
      ['咨询 3', '咨询 2'],
    );
    const page2 = (await call('GET', '/admin/leads?page=2&pageSize=2', adminToken)).json().data;
    assert.deepEqual(
      page2.items.map((l: { message: string }) => l.message),
      ['咨询 1'],
    );
    assert.equal((await call('GET', '/admin/leads?pageSize=1000', adminToken)).statusCode, 400);

    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const applied = await postMultipart(
      suite.app,
      '/api/jobs/apply',
      {
        jobId: 'dpu-driver-engineer',
        name: '吴十',
        phone: '13500135000',
        email: 'wu@example.com',
      },
      [
        {
          field: 'resume',
          filename: '吴十-简历.pdf',
          contentType: 'application/pdf',
          content: pdf,
        },
      ],
    );
    const { id } = applied.json().data;
    const list = (await call('GET', '/admin/applications', adminToken)).json();
    assert.equal(list.data.items[0].id, id);
    assert.equal(list.data.items[0].resumeName, '吴十-简历.pdf');
    assert.ok(!JSON.stringify(list).includes('uploads'));
    assert.equal(list.data.items[0].resumePath, undefined);
    const resume = await call('GET', `/admin/applications/${id}/resume`, adminToken);
    assert.equal(resume.statusCode, 200);
    assert.deepEqual(resume.rawPayload, pdf);
    assert.equal(
      (await call('GET', '/admin/applications/999999/resume', adminToken)).statusCode,
      404,
    );
  });

  test('when staff ask for the tracking summary, then views come grouped by day, route, browser and OS', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const visits: [string, string][] = [
      ['/', 'Chrome'],
      ['/', 'Firefox'],
      ['/news/newsCenter', 'Chrome'],
    ];
    for (const [pathName, browser] of visits) {
      await postMultipart(suite.app, '/api/trackware/front', {
        pathName,
        browsePageName: 'x',
        browser,
        version: '1',
        osName: 'Linux',
        osVersion: '6',
      });
    }
    await suite.app.tracking.flush();
    const summary = (
      await call('GET', `/admin/tracking/summary?from=${today}&to=${today}`, adminToken)
    ).json().data;
    assert.equal(summary.total, 3);
    assert.deepEqual(summary.byDay, [{ key: today, count: 3 }]);
    assert.deepEqual(summary.byRoute, [
      { key: '/', count: 2 },
      { key: '/news/newsCenter', count: 1 },
    ]);
    assert.deepEqual(summary.byBrowser, [
      { key: 'Chrome', count: 2 },
      { key: 'Firefox', count: 1 },
    ]);
    assert.deepEqual(summary.byOs, [{ key: 'Linux', count: 3 }]);
    const defaults = (await call('GET', '/admin/tracking/summary', adminToken)).json().data;
    assert.equal(defaults.to, today);
    assert.equal(defaults.total, 3);
    for (const query of [
      'from=2025-13-01',
      'from=2025-02-01&to=2025-01-01',
      'from=2020-01-01&to=2025-01-01',
      'from=yesterday',
    ]) {
      const bad = await call('GET', `/admin/tracking/summary?${query}`, adminToken);
      assert.equal(bad.statusCode, 400, query);
    }
  });
});
