import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { productByKey } from '@dpu/contracts';
import { describeOnEngines, freshDatabase, type TestDatabase } from '../test/databases';
import { everyStepFails, faultRig, type FaultRig } from '../test/faults';
import { register, requestResetCode, resetPassword } from './accounts/account-service';
import { grantPurchase, revokeGrant } from './admin/grant-service';
import { decideCertification, requestCertification } from './certification/certification-service';
import type { ContentIndex } from './content/load-content';
import { applyForJob } from './jobs/apply-service';
import { setApplicationStatus } from './jobs/staff-applications';
import { setLeadHandled, submitLead } from './leads/lead-service';
import { useScryptCostForTests } from './lib/passwords';
import { sha256 } from './lib/tokens';

// Every use case that writes more than once (docs/server.md 'Transactions'): the database
// refuses its 1st, 2nd, … statement; each time nothing changes and no mail goes out. Then
// the call runs through, and its writes and mail are all there.

useScryptCostForTests(1024);
const P = productByKey('conflux2200P')!;
let serial = 0;
const email = (name: string) => `${name}-${(serial += 1)}@example.com`;
const JOB = 'fault-job';
// applyForJob reads only documents' dir, slug and title from the content index
const CONTENT = {
  documents: [{ dir: '/jobs', slug: JOB, title: '测试职位' }],
} as unknown as ContentIndex;

async function customer(rig: FaultRig, name = email('customer')) {
  await register(rig.deps, { userName: '测试用户', email: name, password: 'Passw0rd!' });
  const user = (await rig.deps.repos.users.findByEmail(name))!;
  return { id: user.id, email: user.email, userName: user.userName, userType: user.userType };
}

async function pendingCertification(rig: FaultRig) {
  const user = await customer(rig);
  const { id } = await requestCertification(rig.deps, user, {
    proId: P.proId,
    series: P.series,
    serialNumber: 'SN-0001',
    company: '测试公司',
    contactName: '张三',
    phone: '13800138000',
  });
  return { user, id };
}

const lead = () => ({
  name: '李四',
  company: '线索公司',
  phone: '13900139000',
  email: email('lead'),
  message: '想了解产品',
});

function resumeFile() {
  const file = path.join(tmpdir(), `dpu-fault-resume-${(serial += 1)}.pdf`);
  writeFileSync(file, '%PDF-1.4\n% fault test\n');
  return { filename: '简历.pdf', mimetype: 'application/pdf', path: file, size: 22 };
}

await describeOnEngines('use cases refused at every step', (engine) => {
  let database: TestDatabase;
  let rig: FaultRig;
  before(async () => {
    database = await freshDatabase(engine);
    rig = await faultRig(database.db);
  });
  after(async () => {
    await rig.sender.stop();
    await database.drop();
  });

  const mailsTo = (to: string) => rig.sent.filter((m) => m.to === to).length;

  test('approving a certification: decision, grant, audit row and mail, or none', async () => {
    const { user, id } = await pendingCertification(rig);
    const steps = await everyStepFails(rig, () =>
      decideCertification(rig.deps, id, 'approved', null),
    );
    assert.ok(steps >= 4, `${steps} statements`);
    assert.equal(await rig.deps.repos.grants.has(user.id, P.proId), true);
    assert.equal(mailsTo(user.email), 1);
  });

  test('rejecting a certification: decision, audit row and mail, or none', async () => {
    const { user, id } = await pendingCertification(rig);
    const steps = await everyStepFails(rig, () =>
      decideCertification(rig.deps, id, 'rejected', null, '序列号不符'),
    );
    assert.ok(steps >= 3, `${steps} statements`);
    assert.equal(await rig.deps.repos.grants.has(user.id, P.proId), false);
    assert.equal(mailsTo(user.email), 1);
  });

  test('asking for certification: the request and the staff mail, or neither', async () => {
    const user = await customer(rig);
    const before = mailsTo('support@example.com');
    await everyStepFails(rig, () =>
      requestCertification(rig.deps, user, {
        proId: P.proId,
        series: P.series,
        serialNumber: 'SN-0002',
        company: '测试公司',
        contactName: '张三',
        phone: '13800138000',
      }),
    );
    assert.equal(await rig.deps.repos.certifications.hasPending(user.id, P.proId), true);
    assert.equal(mailsTo('support@example.com'), before + 1);
  });

  test('granting and revoking: the grant and its audit row, or neither', async () => {
    const user = await customer(rig);
    assert.ok(
      (await everyStepFails(rig, () => grantPurchase(rig.deps, user.email, P.key, null))) >= 3,
    );
    assert.equal(await rig.deps.repos.grants.has(user.id, P.proId), true);
    assert.ok(
      (await everyStepFails(rig, () => revokeGrant(rig.deps, user.email, P.key, null))) >= 3,
    );
    assert.equal(await rig.deps.repos.grants.has(user.id, P.proId), false);
  });

  test('a lead: stored with its staff mail; marked handled with its audit row', async () => {
    const input = lead();
    const before = mailsTo('sales@example.com');
    await everyStepFails(rig, () => submitLead(rig.deps, input, null));
    assert.equal(mailsTo('sales@example.com'), before + 1);
    const [stored] = await database.db.query<{ id: number }>(
      'select id::int as id from leads where email = $1',
      [input.email],
    );
    const staff = await customer(rig);
    await everyStepFails(rig, () => setLeadHandled(rig.deps, stored!.id, true, staff.id));
  });

  test('a job application: résumé, row and HR mail, or none; its status with an audit row', async () => {
    const before = mailsTo('hr@example.com');
    const input = { jobId: JOB, name: '王五', phone: '13700137000', email: email('applicant') };
    const { id } = await everyStepFails(rig, async () =>
      applyForJob(rig.deps, CONTENT, { ...input, resume: resumeFile() }),
    ).then(
      async () =>
        (
          await database.db.query<{ id: number }>(
            'select id::int as id from applications where email = $1',
            [input.email],
          )
        )[0]!,
    );
    assert.equal(mailsTo('hr@example.com'), before + 1);
    const staff = await customer(rig);
    await everyStepFails(rig, () => setApplicationStatus(rig.deps, id, 'contacted', staff.id));
  });

  test('registering: the account and its first session, or neither', async () => {
    const name = email('register');
    await everyStepFails(rig, () =>
      register(rig.deps, { userName: '新用户', email: name, password: 'Passw0rd!' }),
    );
    const user = (await rig.deps.repos.users.findByEmail(name))!;
    const sessions = await database.db.query('select 1 from sessions where user_id = $1', [
      user.id,
    ]);
    assert.equal(sessions.length, 1);
  });

  test('a password reset: code and mail; then code use, password and sessions, or none', async () => {
    const user = await customer(rig);
    await everyStepFails(rig, () => requestResetCode(rig.deps, user.email));
    const mail = rig.sent.filter((m) => m.to === user.email).at(-1)!;
    const code = /验证码为：(\d{6})/.exec(mail.text)![1]!;
    const stored = (await rig.deps.repos.resetCodes.find(user.id))!;
    assert.equal(stored.codeHash, sha256(code));
    await everyStepFails(rig, () =>
      resetPassword(rig.deps, { email: user.email, code, password: 'Fresh1234' }),
    );
    assert.equal(await rig.deps.repos.resetCodes.find(user.id), undefined);
    const sessions = await database.db.query('select 1 from sessions where user_id = $1', [
      user.id,
    ]);
    assert.equal(sessions.length, 0);
  });
});
