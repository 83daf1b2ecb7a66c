import assert from 'node:assert/strict';
import { test } from 'node:test';
import { productByKey } from '@dpu/contracts';
import { suiteApp } from '../../../../test/app';
import { describeOnEngines } from '../../../../test/databases';
import { postMultipart } from '../../../../test/multipart';
import {
  auth,
  certificationBody,
  loginAs,
  registerUser,
  uniqueEmail,
} from '../../../../test/users';
import { TRACKING_RECORD as RECORD } from '../../../../test/tracking';

// Regression tests of the security review, finding 4 (docs/hostile-input.md) (a NUL byte in any stored string answered 500),
// finding 1 on the input side (a tracking record with a NUL byte was accepted and then
// blocked every later batch) and finding 10 (invisible or direction-changing user names).
// Storage is where a NUL fails, so both engines run.

const E = productByKey('conflux2200E')!;

/** User names refused, each with the words its message holds. */
const UNSEEN_OR_BIDI_NAMES = [
  ['\u200b\u200b\u200b', '可见字符'],
  ['\u200d\ufeff\u2060', '可见字符'],
  ['a\u200b', '可见字符'],
  ['admin\u202egnp.exe', '文字方向控制字符'],
  ['\u2067张三\u2069', '文字方向控制字符'],
] as const;

await describeOnEngines('control characters in requests', (engine) => {
  const suite = suiteApp(engine, { trackingFlushMs: 60_000, trackingBatchSize: 1000 });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'POST', url, payload: payload as object, headers });

  // A field with a pattern (e-mail, code, file key) fails its schema first; either way
  // the answer is a 400 that names the field.
  const assertRefused = (
    response: { statusCode: number; body: string; json: () => { code: string; msg: string } },
    field: string,
  ) => {
    assert.equal(response.statusCode, 400, response.body);
    const body = response.json();
    assert.equal(body.code, '400');
    assert.ok(body.msg.startsWith('请求参数有误：'), body.msg);
    assert.ok(body.msg.includes(field), `${body.msg} names ${field}`);
  };

  test('when a login account holds a NUL byte (finding 4 repro), then 400 names the field', async () => {
    const response = await post('/api/user/login', { account: 'a\u0000@x.co', password: 'x' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      code: '400',
      msg: '请求参数有误：账号含有不允许的控制字符',
    });
  });

  test('when register, forget/code, forget/reset, contact or a staff grant hold a control character, then 400 and nothing is stored', async () => {
    const email = uniqueEmail('nul');
    assertRefused(
      await post('/api/user/register', {
        userName: '测试\u0000',
        email,
        password: 'abc12345',
      }),
      '用户名',
    );
    assertRefused(
      await post('/api/user/register', {
        userName: '测试',
        email,
        password: 'abc12345',
        company: 'c\u001b[31m',
      }),
      '公司名称',
    );
    // nothing was stored: the same e-mail registers cleanly afterwards
    const clean = await post('/api/user/register', {
      userName: '测试',
      email,
      password: 'abc12345',
    });
    assert.equal(clean.statusCode, 200, clean.body);
    // forget/code stays "always 200" for well-formed input; a control character is
    // a validation error, which says nothing about the account
    assert.equal((await post('/api/user/forget/code', { email })).statusCode, 200);
    assertRefused(await post('/api/user/forget/code', { email: `a\u0000${email}` }), '邮箱');
    assertRefused(
      await post('/api/user/forget/reset', {
        email,
        code: '12345\u0000',
        password: 'abc12345',
      }),
      '验证码',
    );
    const lead = {
      name: '张三',
      company: 'c',
      phone: '13800138000',
      email: 'a@example.com',
      message: '第一行\n第二行\t缩进',
    };
    assert.equal((await post('/api/contact', lead)).statusCode, 200, 'line breaks are fine');
    assertRefused(await post('/api/contact', { ...lead, message: 'm\u0000' }), '留言内容');
    assertRefused(await post('/api/contact', { ...lead, name: '张\n三' }), '姓名');
    assertRefused(await post('/api/contact', { ...lead, message: 'lone \ud800' }), '留言内容');
    assertRefused(await post('/api/contact', { ...lead, company: 'del\u007f' }), '公司名称');
    const leads = await suite.database.db.query<{ n: number | string }>(
      'select count(*) as n from leads',
    );
    assert.equal(Number(leads[0]!.n), 1);

    const admin = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
    assertRefused(
      await post('/api/admin/grants', { email: `x\u0000${email}`, proId: E.proId }, auth(admin)),
      '邮箱',
    );
    const customer = await registerUser(suite.app);
    assertRefused(
      await post(
        '/api/certification',
        certificationBody({ remark: 'r\u0000' }),
        auth(customer.token),
      ),
      '备注',
    );
  });

  test('when a query string or a path parameter holds a control character, then 400 names it', async () => {
    const admin = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
    const query = await suite.app.inject({
      url: '/api/admin/certifications?status=pending%00',
      headers: auth(admin),
    });
    assert.equal(query.statusCode, 400);
    const param = await suite.app.inject({ url: '/api/file/pdf/conflux%012200E' });
    assertRefused(param, '文件标识');
    const sortBy = await suite.app.inject({ url: '/api/_content/news?sortBy=date%00' });
    assert.equal(sortBy.statusCode, 400);
    assert.equal(sortBy.json().msg, '请求参数有误：sortBy含有不允许的控制字符');
    const check = await suite.app.inject({
      url: '/api/productUserMid/check/client/a%00b',
      headers: auth(admin),
    });
    assert.equal(check.json().msg, '请求参数有误：产品编号含有不允许的控制字符');
    const content = await post('/api/_content', { where: { title: 'a\u0000' } });
    assertRefused(content, 'where.title');
  });

  test('when a tracking record holds a NUL byte (finding 1 repro), then it is refused and the next 10 records are stored', async () => {
    await suite.database.db.query('delete from tracking_records');
    assertRefused(await post('/api/trackware/front', { ...RECORD, browser: 'a\u0000' }), '浏览器');
    assertRefused(
      await postMultipart(suite.app, '/api/trackware/front', { ...RECORD, osName: 'L\u0000' }),
      '操作系统',
    );
    for (let i = 0; i < 10; i += 1) {
      assert.equal((await post('/api/trackware/front', RECORD)).statusCode, 200);
    }
    await suite.app.tracking.flush();
    const rows = await suite.database.db.query<{ n: number | string }>(
      'select count(*) as n from tracking_records',
    );
    assert.equal(Number(rows[0]!.n), 10);
  });

  test('when a user name is only zero-width characters or holds a bidi override (finding 10), then 400', async () => {
    for (const [userName, message] of UNSEEN_OR_BIDI_NAMES) {
      const response = await post('/api/user/register', {
        userName,
        email: uniqueEmail('name'),
        password: 'abc12345',
      });
      assert.equal(response.statusCode, 400, JSON.stringify(userName));
      assert.match(response.json().msg, new RegExp(message));
    }
  });
});
