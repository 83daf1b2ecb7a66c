import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { productByKey } from '@dpu/contracts';
import { suiteApp, testApp } from '../../../../test/app';
import { jobsContentDir } from '../../../../test/content';
import { describeOnEngines, freshDatabase } from '../../../../test/databases';
import { multipart } from '../../../../test/multipart';
import { startSmtp } from '../../../../test/smtp';
import {
  askCertification,
  auth,
  certificationBody,
  loginAs,
  registerUser,
} from '../../../../test/users';
import { decodeMail, waitFor } from '../../../../test/wait';

const P = productByKey('conflux2200P')!;
const D = productByKey('conflux2200D')!;
const E = productByKey('conflux2200E')!;
const today = () => new Date().toISOString().slice(0, 10);

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: '周九',
  company: '示例',
  phone: '13600136000',
  email: 'zhou@example.com',
  message: '咨询',
  ...overrides,
});

const application = (jobId: string, name: string) =>
  multipart({ jobId, name, phone: '13500135000', email: 'wu@example.com' }, [
    {
      field: 'resume',
      filename: `${name}-简历.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.4\n%%EOF\n'),
    },
  ]);

await describeOnEngines('staff console API', (engine) => {
  const suite = suiteApp(engine, { contentDir: jobsContentDir() });
  let adminToken: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    suite.app.inject({
      method,
      url: `/api${url}`,
      headers: auth(adminToken),
      ...(payload ? { payload } : {}),
    });
  const data = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const response = await call(method, url, payload);
    assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
    return response.json().data;
  };
  const latestAudit = async () => (await data('GET', '/admin/audit?pageSize=1')).items[0];

  before(async () => {
    adminToken = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
  });

  test('when staff filter the certification queue, then pending come first and filters, search and paging apply in the answer', async () => {
    const alpha = await registerUser(suite.app, { company: '甲公司' });
    const beta = await registerUser(suite.app);
    const post = (token: string, body: object) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/certification',
        headers: auth(token),
        payload: body,
      });
    const first = (await post(alpha.token, certificationBody({ company: '甲科技' }))).json().data
      .id;
    await post(alpha.token, certificationBody({ proId: D.proId, series: D.series }));
    await post(beta.token, certificationBody({ company: '乙科技' }));
    await data('POST', `/admin/certifications/${first}/reject`, { reason: '序列号不符' });

    const all = await data('GET', '/admin/certifications?pageSize=2');
    assert.equal(all.total, 3);
    assert.equal(all.items.length, 2);
    assert.deepEqual(
      all.items.map((c: { status: string }) => c.status),
      ['pending', 'pending'],
    );
    const page2 = await data('GET', '/admin/certifications?pageSize=2&page=2');
    assert.deepEqual(
      page2.items.map((c: { id: number }) => c.id),
      [first],
    );
    const byProduct = await data('GET', `/admin/certifications?proId=${D.proId}`);
    assert.equal(byProduct.total, 1);
    assert.equal(byProduct.items[0].email, alpha.email);
    const byCompany = await data('GET', `/admin/certifications?q=${encodeURIComponent('乙科')}`);
    assert.deepEqual(
      byCompany.items.map((c: { email: string }) => c.email),
      [beta.email],
    );
    const byEmail = await data(
      'GET',
      `/admin/certifications?status=pending&q=${encodeURIComponent(alpha.email.toUpperCase())}`,
    );
    assert.equal(byEmail.total, 1);
    const rejected = await data('GET', '/admin/certifications?status=rejected');
    assert.equal(rejected.items[0].reason, '序列号不符');
    // a % in the search is a character, not a wildcard
    assert.equal((await data('GET', '/admin/certifications?q=%25')).total, 0);
    for (const bad of ['status=done', `proId=${'x'.repeat(32)}`, 'sort=name', 'pageSize=0']) {
      assert.equal((await call('GET', `/admin/certifications?${bad}`)).statusCode, 400, bad);
    }
  });

  test('when staff approve, reject, grant and revoke, then each is in the audit log with who, what and when', async () => {
    const customer = await registerUser(suite.app);
    const ask = (product: typeof P) =>
      askCertification(suite.app, customer.token, {
        proId: product.proId,
        series: product.series,
      });
    const approveId = await ask(P);
    await data('POST', `/admin/certifications/${approveId}/approve`);
    let entry = await latestAudit();
    assert.equal(entry.action, 'approve');
    assert.equal(entry.actorEmail, 'admin@example.com');
    assert.match(entry.target, new RegExp(`#${approveId}`));
    assert.ok(entry.target.includes(customer.email));
    assert.ok(Math.abs(Date.parse(entry.createdAt) - Date.now()) < 60_000);

    const rejectId = await ask(D);
    await data('POST', `/admin/certifications/${rejectId}/reject`, { reason: '请补充订单号' });
    entry = await latestAudit();
    assert.equal(entry.action, 'reject');
    assert.equal(entry.detail, '请补充订单号');

    await data('POST', '/admin/grants', { email: customer.email, proId: E.proId });
    entry = await latestAudit();
    assert.equal(entry.action, 'grant');
    assert.equal(entry.target, `${customer.email} · ${E.name}`);

    await data('DELETE', '/admin/grants', { email: customer.email, proId: E.proId });
    entry = await latestAudit();
    assert.equal(entry.action, 'revoke');

    const grants = await data('GET', '/admin/audit?action=grant');
    assert.ok(grants.items.every((e: { action: string }) => e.action === 'grant'));
    assert.ok(grants.total >= 1);
    assert.equal((await call('GET', '/admin/audit?action=delete')).statusCode, 400);
  });

  test('when staff look a customer up by e-mail or company, then the products they hold come with them', async () => {
    const customer = await registerUser(suite.app, { company: '丙数据有限公司' });
    await data('POST', '/admin/grants', { email: customer.email, proId: P.proId });
    const byCompany = await data('GET', `/admin/customers?q=${encodeURIComponent('丙数据')}`);
    assert.equal(byCompany.total, 1);
    assert.equal(byCompany.items[0].email, customer.email);
    assert.deepEqual(
      byCompany.items[0].grants.map((g: { productName: string; source: string }) => [
        g.productName,
        g.source,
      ]),
      [[P.name, 'purchase']],
    );
    const byEmail = await data('GET', `/admin/customers?q=${customer.email.slice(0, 12)}`);
    assert.ok(byEmail.items.some((c: { email: string }) => c.email === customer.email));
    assert.equal((await call('GET', '/admin/customers?q=a')).statusCode, 400);
    assert.equal((await call('GET', '/admin/customers')).statusCode, 400);
  });

  test('when staff filter leads, mark one handled and export them, then the CSV holds them with a BOM', async () => {
    const post = (body: object) =>
      suite.app.inject({ method: 'POST', url: '/api/contact', payload: body });
    await post(lead({ message: '无产品', company: '公司"一"' }));
    await post(lead({ message: '=HYPERLINK("x")', interested: 'conflux2200P' }));
    await post(lead({ message: '要 2200D', interested: 'conflux2200D' }));

    const all = await data('GET', '/admin/leads');
    assert.equal(all.total, 3);
    assert.equal(all.items[0].message, '要 2200D');
    const oldest = await data('GET', '/admin/leads?sort=createdAt&pageSize=1');
    assert.equal(oldest.items[0].message, '无产品');
    const forP = await data('GET', '/admin/leads?interested=conflux2200P');
    assert.deepEqual(
      forP.items.map((l: { interested: string }) => l.interested),
      ['conflux2200P'],
    );
    assert.equal((await data('GET', '/admin/leads?interested=-')).total, 1);
    assert.equal((await data('GET', `/admin/leads?from=${today()}&to=${today()}`)).total, 3);
    assert.equal((await data('GET', '/admin/leads?to=2020-01-01')).total, 0);
    assert.equal((await call('GET', '/admin/leads?from=2025-02-01&to=2025-01-01')).statusCode, 400);
    assert.equal((await call('GET', '/admin/leads?interested=nothing')).statusCode, 400);

    const target = forP.items[0];
    const handled = await data('POST', `/admin/leads/${target.id}/handled`, { handled: true });
    assert.ok(handled.handledAt);
    assert.equal((await data('GET', '/admin/leads?handled=yes')).total, 1);
    assert.equal((await data('GET', '/admin/leads?handled=no')).total, 2);
    const entry = await latestAudit();
    assert.equal(entry.action, 'lead_handled');
    assert.match(entry.target, new RegExp(`#${target.id}`));
    assert.equal(
      (await call('POST', '/admin/leads/999999/handled', { handled: true })).statusCode,
      404,
    );

    const csv = await call('GET', '/admin/leads/export');
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(csv.headers['content-disposition']), /attachment; filename="leads-/);
    assert.deepEqual([...csv.rawPayload.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    assert.equal(lines[0], '编号,提交时间,姓名,公司,电话,邮箱,感兴趣的产品,留言,已处理');
    assert.equal(lines.length, 4);
    assert.ok(lines.some((l) => l.includes(`,${P.name},`) && l.endsWith(',是')));
    // a quote is doubled, and a formula stays text
    assert.ok(lines.some((l) => l.includes('"公司""一"""')));
    assert.ok(lines.some((l) => l.includes(`"'=HYPERLINK(""x"")"`)));
    const filtered = await call('GET', '/admin/leads/export?interested=conflux2200D');
    assert.equal(filtered.rawPayload.toString('utf8').trimEnd().split('\r\n').length, 2);
  });

  test('when staff work through applications per job, then status changes and résumé downloads are recorded', async () => {
    const apply = async (jobId: string, name: string) => {
      const form = application(jobId, name);
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/jobs/apply',
        payload: form.payload,
        headers: form.headers,
      });
      return response.json().data.id as number;
    };
    const first = await apply('dpu-driver-engineer', '吴一');
    await apply('dpu-driver-engineer', '吴二');
    await apply('campus-fpga-engineer', '吴三');

    const jobs = await data('GET', '/admin/applications/jobs');
    assert.deepEqual(
      jobs.find((j: { jobId: string }) => j.jobId === 'dpu-driver-engineer'),
      { jobId: 'dpu-driver-engineer', title: 'DPU 驱动开发工程师', total: 2, fresh: 2 },
    );
    const forJob = await data('GET', '/admin/applications?jobId=dpu-driver-engineer');
    assert.deepEqual(
      forJob.items.map((a: { name: string }) => a.name),
      ['吴二', '吴一'],
    );
    assert.equal(forJob.items[0].status, 'new');

    const changed = await data('POST', `/admin/applications/${first}/status`, {
      status: 'contacted',
    });
    assert.equal(changed.status, 'contacted');
    let entry = await latestAudit();
    assert.equal(entry.action, 'application_status');
    assert.equal(entry.detail, '新投递 → 已联系');
    const contacted = await data('GET', '/admin/applications?status=contacted');
    assert.deepEqual(
      contacted.items.map((a: { id: number }) => a.id),
      [first],
    );
    assert.equal(
      (await call('POST', `/admin/applications/${first}/status`, { status: 'gone' })).statusCode,
      400,
    );
    assert.equal(
      (await call('POST', '/admin/applications/999999/status', { status: 'hired' })).statusCode,
      404,
    );

    const resume = await call('GET', `/admin/applications/${first}/resume`);
    assert.equal(resume.statusCode, 200);
    entry = await latestAudit();
    assert.equal(entry.action, 'resume_download');
    assert.equal(entry.detail, '吴一-简历.pdf');
    assert.equal(entry.actorEmail, 'admin@example.com');
  });
});

describe('staff notification mail', () => {
  const addresses = {
    certifications: 'certs@example.com',
    leads: 'sales@example.com',
    applications: 'hr@example.com',
  };
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  before(async () => {
    database = await freshDatabase('pglite');
  });
  after(async () => {
    await database.drop();
  });

  test(
    'when a request, a lead and an application arrive, then each kind mails its staff address once',
    { timeout: 30_000 },
    async () => {
      const smtp = await startSmtp();
      const app = await testApp(database.db, {
        smtpUrl: smtp.url,
        staffMail: addresses,
        contentDir: jobsContentDir(),
      });
      try {
        const customer = await registerUser(app);
        await app.inject({
          method: 'POST',
          url: '/api/certification',
          headers: auth(customer.token),
          payload: certificationBody(),
        });
        await app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: lead({ interested: 'conflux2200P' }),
        });
        const form = application('dpu-driver-engineer', '郑七');
        await app.inject({
          method: 'POST',
          url: '/api/jobs/apply',
          payload: form.payload,
          headers: form.headers,
        });
        const to = (address: string) => smtp.messages.filter((m) => m.includes(`To: ${address}`));
        for (const address of Object.values(addresses)) {
          await waitFor(() => (to(address).length > 0 ? true : undefined));
        }
        // nothing else arrives late
        await new Promise((resolve) => setTimeout(resolve, 200));
        for (const address of Object.values(addresses)) {
          assert.equal(to(address).length, 1, address);
        }
        assert.ok(decodeMail(to(addresses.certifications)[0]!).includes(customer.email));
        assert.ok(decodeMail(to(addresses.applications)[0]!).includes('郑七'));
      } finally {
        await app.close();
        await smtp.close();
      }
    },
  );

  test(
    'when the mail server is down, then the visitor’s lead is still stored and answered 200',
    { timeout: 30_000 },
    async () => {
      const smtp = await startSmtp();
      await smtp.close();
      const app = await testApp(database.db, { smtpUrl: smtp.url, staffMail: addresses });
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: lead({ message: '邮件服务器故障时' }),
        });
        assert.deepEqual(response.json(), { code: '200' });
        const stored = await app.repos.leads.page({}, { offset: 0, limit: 5 });
        assert.ok(stored.items.some((l) => l.message === '邮件服务器故障时'));
      } finally {
        await app.close();
      }
    },
  );
});
