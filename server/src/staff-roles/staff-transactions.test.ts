import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { describeOnEngines, freshDatabase, type TestDatabase } from '../../test/databases';
import { everyStepFails, faultRig, type FaultRig } from '../../test/faults';
import { register } from '../accounts/account-service';
import { useScryptCostForTests } from '../lib/passwords';
import { changeStaffRoles, inviteStaff, setStaffDisabled, type StaffDeps } from './staff-accounts';

// The staff-account use cases that write more than once, refused at every statement
// (docs/server.md 'Transactions', test/faults.ts): nothing changes, no invitation goes out.

useScryptCostForTests(1024);

await describeOnEngines('staff accounts refused at every step', (engine) => {
  let database: TestDatabase;
  let rig: FaultRig;
  let ctx: StaffDeps;
  let actor: { id: number; userName: string };
  before(async () => {
    database = await freshDatabase(engine);
    rig = await faultRig(database.db);
    ctx = { db: database.db, deps: rig.deps, siteUrl: 'https://www.example.com' };
    const email = 'chief@example.com';
    await register(rig.deps, { userName: '主管', email, password: 'Passw0rd!' });
    const user = (await rig.deps.repos.users.findByEmail(email))!;
    await rig.deps.repos.users.setUserType(user.id, 'admin');
    await rig.deps.repos.staff.upsert({ userId: user.id, roles: ['admin'] });
    actor = { id: user.id, userName: user.userName };
  });
  after(async () => {
    await rig.sender.stop();
    await database.drop();
  });

  test('invite, change roles, disable: each with its audit row (and mail), or nothing', async () => {
    const email = 'new-staff@example.com';
    const invite = () => inviteStaff(ctx, actor, { email, userName: '新员工', roles: ['hr'] });
    assert.ok((await everyStepFails(rig, invite)) >= 5);
    assert.equal(rig.sent.filter((m) => m.to === email).length, 1, 'one invitation');
    const id = (await rig.deps.repos.users.findByEmail(email))!.id;

    await everyStepFails(rig, () => changeStaffRoles(ctx, actor.id, id, ['marketing']));
    assert.deepEqual((await rig.deps.repos.staff.access(id))?.roles, ['marketing']);

    await rig.deps.repos.sessions.create('a'.repeat(64), id);
    await everyStepFails(rig, () => setStaffDisabled(ctx, actor.id, id, true));
    const sessions = await database.db.query('select 1 from sessions where user_id = $1', [id]);
    assert.equal(sessions.length, 0, 'signed out');
  });
});
