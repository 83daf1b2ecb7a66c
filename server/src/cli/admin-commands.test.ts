import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { productByKey } from '@dpu/contracts';
import { suiteApp } from '../../test/app';
import { describeOnEngines } from '../../test/databases';
import { askCertification, auth, loginAs, registerUser } from '../../test/users';
import { runAdminCommand, UsageError } from './admin-commands';

const P = productByKey('conflux2200P')!;

await describeOnEngines('admin CLI commands', (engine) => {
  const suite = suiteApp(engine);
  const run = (...argv: string[]) => runAdminCommand(argv, suite.app.deps);
  const check = async (token: string) =>
    (
      await suite.app.inject({
        url: `/api/productUserMid/check/client/${P.proId}`,
        headers: auth(token),
      })
    ).json().data;

  test('when create-admin runs, then the new staff account can log in as admin', async () => {
    const [line] = await run(
      'create-admin',
      'Boss@Example.com',
      '--name',
      '老板',
      '--password',
      'Boss12345',
    );
    assert.match(line!, /boss@example\.com/);
    const login = await suite.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { account: 'boss@example.com', password: 'Boss12345' },
    });
    assert.equal(login.json().data.userType, 'admin');
    const [generated] = await run('create-admin', 'second@example.com');
    const password = /shown once\): (\S+)/.exec(generated!)?.[1];
    assert.ok(password);
    assert.equal(typeof (await loginAs(suite.app, 'second@example.com', password)), 'string');
    const user = await registerUser(suite.app);
    await run('create-admin', user.email);
    const status = await suite.app.inject({
      url: '/api/user/login/checkLoginStatus',
      headers: auth(user.token),
    });
    assert.equal(status.json().data.userType, 'admin');
  });

  test('when create-admin runs with --roles, then the account holds those roles (codes or labels)', async () => {
    await run(
      'create-admin',
      'editor@example.com',
      '--password',
      'Edit12345',
      '--roles',
      'hr,市场',
    );
    const token = await loginAs(suite.app, 'editor@example.com', 'Edit12345');
    const status = await suite.app.inject({
      url: '/api/user/login/checkLoginStatus',
      headers: auth(token),
    });
    assert.deepEqual(status.json().data.roles, ['marketing', 'hr']);
    await assert.rejects(run('create-admin', 'x@example.com', '--roles', 'boss'), UsageError);
    // 驳回 needs a reason here as in the console
    await assert.rejects(run('reject', '1'), /Missing the reason/);
  });

  test('when grant and revoke run, then the product right follows (by key or proId)', async () => {
    const user = await registerUser(suite.app);
    await run('grant', user.email, 'conflux2200P');
    assert.equal(await check(user.token), 'yes');
    await run('revoke', user.email, P.proId);
    assert.equal(await check(user.token), 'not');
  });

  test('when list-pending and approve run, then the request is granted', async () => {
    const user = await registerUser(suite.app);
    const id = await askCertification(suite.app, user.token);
    const lines = await run('list-pending');
    assert.ok(
      lines.some((l) => l.startsWith(`#${id} `) && l.includes(user.email)),
      lines.join('\n'),
    );
    const [approved] = await run('approve', String(id));
    assert.match(approved!, /Approved/);
    assert.equal(await check(user.token), 'yes');
    assert.ok(!(await run('list-pending')).some((l) => l.startsWith(`#${id} `)));
  });

  test('when arguments are wrong, then the errors are clear', async () => {
    await assert.rejects(run('grant', 'x@example.com'), UsageError);
    await assert.rejects(run('approve', 'abc'), UsageError);
    await assert.rejects(run('frobnicate'), /Unknown command 'frobnicate'/);
    await assert.rejects(run('create-admin', 'not-an-email'), /not a valid e-mail/);
    await assert.rejects(run('create-admin', 'weak@example.com', '--password', 'short'), /8–64/);
    await assert.rejects(run('grant', 'nobody@example.com', 'conflux2200P'), /用户不存在/);
    await assert.rejects(run('grant', 'admin@example.com', 'no-such-product'), /产品不存在/);
    await assert.rejects(run('approve', '999999'), /认证申请不存在/);
    assert.match((await run('help'))[0]!, /Usage: npm run admin/);
  });
});

test('when the CLI runs as a process, then it prints usage and fails on an unknown command', () => {
  const entry = path.resolve(import.meta.dirname, 'admin.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', entry], { encoding: 'utf8' });
  assert.equal(result.status, 1);
  assert.match(result.stdout, /create-admin/);
});
