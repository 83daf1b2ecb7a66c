import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { suiteApp } from '../../../../../test/app';
import { describeOnEngines } from '../../../../../test/databases';
import { staffUser } from '../../../../../test/staff';
import {
  askForRecoveryCode,
  apiCaller,
  askCertification,
  loginAs,
  registerUser,
  uniqueEmail,
} from '../../../../../test/users';
import { codeFrom, decodeMail, outboxMessages, waitFor } from '../../../../../test/wait';

// docs/api.md 'Staff accounts': 管理员 invite, change roles, disable and enable staff; the
// last 管理员 stays; 驳回 needs a reason.

await describeOnEngines('staff accounts', (engine) => {
  const suite = suiteApp(engine);
  let adminToken: string;
  const call = apiCaller(suite);
  const mailTo = (email: string, after = 0) =>
    waitFor(() =>
      outboxMessages(suite.app.config.dataDir)
        .slice(after)
        .find((m) => m.includes(email)),
    );
  const idOf = async (email: string) => (await suite.app.repos.users.findByEmail(email))!.id;

  before(async () => {
    adminToken = await loginAs(suite.app, 'admin@example.com', 'Admin12345');
  });

  test('when a 管理员 invites a 人事 member, then they set a password through 找回密码 and get only 人事 calls', async () => {
    const email = uniqueEmail('hr');
    const invited = await call('POST', '/admin/staff', adminToken, {
      email,
      userName: '招聘专员',
      roles: ['hr', 'hr'],
    });
    assert.equal(invited.statusCode, 200, invited.body);
    assert.deepEqual(invited.json().data.roles, ['hr']);
    assert.equal(invited.json().data.state, 'invited');
    const invitation = decodeMail(await mailTo(email));
    assert.match(invitation, /人事/);
    assert.match(invitation, /\/forget/);
    // the same address twice: refused, naming the field
    const again = await call('POST', '/admin/staff', adminToken, {
      email,
      userName: '招聘专员',
      roles: ['hr'],
    });
    assert.equal(again.statusCode, 409);
    assert.ok(again.json().fields.email);

    const before = outboxMessages(suite.app.config.dataDir).length;
    await askForRecoveryCode(suite.app, email);
    const code = codeFrom(await mailTo(email, before))!;
    const reset = await call('POST', '/user/forget/reset', undefined, {
      email,
      code,
      password: 'Hire12345',
    });
    assert.equal(reset.statusCode, 200, reset.body);
    const token = await loginAs(suite.app, email, 'Hire12345');
    const status = (await call('GET', '/user/login/checkLoginStatus', token)).json().data;
    assert.deepEqual(status.roles, ['hr']);
    assert.equal((await call('GET', '/admin/applications', token)).statusCode, 200);
    const denied = await call('GET', '/admin/certifications', token);
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().code, '403');
    assert.equal((await call('GET', '/admin/staff', token)).statusCode, 403);

    const list = (await call('GET', `/admin/staff?q=${email}`, adminToken)).json().data;
    assert.equal(list.length, 1);
    assert.equal(list[0].state, 'active');
  });

  test('when a 管理员 changes roles, then the next call follows them', async () => {
    const editor = await staffUser(suite.app, ['marketing']);
    const id = await idOf(editor.email);
    assert.equal((await call('GET', '/admin/certifications', editor.token)).statusCode, 403);
    const changed = await call('PUT', `/admin/staff/${id}/roles`, adminToken, {
      roles: ['support', 'marketing'],
    });
    assert.deepEqual(changed.json().data.roles, ['marketing', 'support']);
    assert.equal((await call('GET', '/admin/certifications', editor.token)).statusCode, 200);
    const none = await call('PUT', `/admin/staff/${id}/roles`, adminToken, { roles: [] });
    assert.equal(none.statusCode, 400);
    const audit = (await call('GET', '/admin/audit?action=staff_roles', adminToken)).json().data;
    assert.equal(audit.items[0].target, editor.email.toLowerCase());
  });

  test('when a 管理员 disables staff, then they are signed out and cannot sign in until enabled', async () => {
    const editor = await staffUser(suite.app, ['hr']);
    const id = await idOf(editor.email);
    const disabled = await call('PUT', `/admin/staff/${id}/disabled`, adminToken, {
      disabled: true,
    });
    assert.equal(disabled.json().data.state, 'disabled');
    assert.equal((await call('GET', '/admin/applications', editor.token)).statusCode, 401);
    const login = await call('POST', '/user/login', undefined, {
      account: editor.email,
      password: editor.password,
    });
    assert.equal(login.statusCode, 403);
    assert.match(login.json().msg, /停用/);
    await call('PUT', `/admin/staff/${id}/disabled`, adminToken, { disabled: false });
    const token = await loginAs(suite.app, editor.email, editor.password);
    assert.equal((await call('GET', '/admin/applications', token)).statusCode, 200);
  });

  test('when the last 管理员 would go, then it is refused; a 管理员 cannot disable themself', async () => {
    const adminId = await idOf('admin@example.com');
    // other 管理员 made by earlier tests would count: this suite's only one is the seed's
    const self = await call('PUT', `/admin/staff/${adminId}/disabled`, adminToken, {
      disabled: true,
    });
    assert.equal(self.statusCode, 409);
    const demote = await call('PUT', `/admin/staff/${adminId}/roles`, adminToken, {
      roles: ['marketing'],
    });
    assert.equal(demote.statusCode, 409);
    assert.ok(demote.json().fields.roles);
    // with a second 管理员, one may step down; the other then cannot
    const second = await staffUser(suite.app, ['admin']);
    const secondId = await idOf(second.email);
    const stepDown = await call('PUT', `/admin/staff/${adminId}/roles`, adminToken, {
      roles: ['admin', 'marketing'],
    });
    assert.equal(stepDown.statusCode, 200);
    const other = await call('PUT', `/admin/staff/${secondId}/roles`, second.token, {
      roles: ['hr'],
    });
    assert.equal(other.statusCode, 200);
    const last = await call('PUT', `/admin/staff/${adminId}/roles`, adminToken, {
      roles: ['marketing'],
    });
    assert.equal(last.statusCode, 409);
    // a disabled 管理员 is no 管理员 that counts
    const back = await call('PUT', `/admin/staff/${secondId}/roles`, adminToken, {
      roles: ['admin'],
    });
    assert.equal(back.statusCode, 200);
    await call('PUT', `/admin/staff/${secondId}/disabled`, adminToken, { disabled: true });
    const lastAgain = await call('PUT', `/admin/staff/${adminId}/roles`, adminToken, {
      roles: ['hr'],
    });
    assert.equal(lastAgain.statusCode, 409);
  });

  test('when 驳回 comes without a reason, then it is refused naming the field', async () => {
    const customer = await registerUser(suite.app);
    const id = await askCertification(suite.app, customer.token);
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const answer = await call('POST', `/admin/certifications/${id}/reject`, adminToken, payload);
      assert.equal(answer.statusCode, 400, JSON.stringify(payload));
      assert.equal(answer.json().code, '400');
      assert.equal(answer.json().fields.reason, '请填写驳回原因');
    }
    const rejected = await call('POST', `/admin/certifications/${id}/reject`, adminToken, {
      reason: '序列号不符',
    });
    assert.equal(rejected.json().data.status, 'rejected');
  });
});
