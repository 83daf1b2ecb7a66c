import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCTS } from '@dpu/contracts';
import { openBlobStore } from '../src/blobs/open-blob-store';
import type { Database, Queryable } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createMailSender, type MailSender } from '../src/mail/mail-sender';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { createRepositories } from '../src/repositories';
import { createUseCaseDeps, type UseCaseDeps } from '../src/use-case-deps';

// Fault injection for use cases (docs/server.md 'Transactions'): the database refuses the
// Nth statement of a call, for N = 1, 2, … until the call gets through; after every refusal
// nothing may have changed and no mail may go out.

export class InjectedFault extends Error {
  constructor(readonly statement: number) {
    super(`injected fault: the database refused statement ${statement}`);
  }
}

/** A database that refuses its Nth statement while armed (every other call passes). */
export function faultyDatabase(db: Database) {
  let failAt: number | undefined;
  let count = 0;
  const guard = <T>(call: () => Promise<T>): Promise<T> => {
    if (failAt === undefined) return call();
    count += 1;
    return count === failAt ? Promise.reject(new InjectedFault(count)) : call();
  };
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => guard(() => q.query(sql, params)),
  });
  const faulty: Database = {
    ...db,
    query: (sql, params) => guard(() => db.query(sql, params)),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
  };
  return {
    db: faulty,
    arm: (n: number) => {
      failAt = n;
      count = 0;
    },
    /** Disarms; answers how many statements the call made. */
    disarm: () => {
      failAt = undefined;
      return count;
    },
  };
}

export interface FaultRig {
  deps: UseCaseDeps;
  sent: MailMessage[];
  sender: MailSender;
  /** Every table a use case writes, and the stored résumés: what must not change. */
  snapshot: () => Promise<unknown>;
  /** Calls run with the database refusing statement 1, 2, … (see everyStepFails). */
  faults: ReturnType<typeof faultyDatabase>;
}

const TABLES = [
  'users',
  'sessions',
  'password_reset_codes',
  'grants',
  'certifications',
  'leads',
  'applications',
  'audit_log',
  'mail_outbox',
  'staff_accounts',
];

export async function faultRig(db: Database): Promise<FaultRig> {
  await migrate(db);
  await createRepositories(db).products.sync(PRODUCTS);
  const faults = faultyDatabase(db);
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void sent.push(m), close: () => undefined };
  const logError = () => undefined;
  const repos = createRepositories(faults.db);
  const sender = createMailSender({ outbox: createRepositories(db).outbox, mailer, logError });
  const blobs = openBlobStore(db, mkdtempSync(path.join(tmpdir(), 'dpu-faults-')));
  const staffMail = { leads: 'sales@example.com', certifications: 'support@example.com' };
  const deps = createUseCaseDeps({
    db: faults.db,
    repos,
    blobs,
    staffMail: { ...staffMail, applications: 'hr@example.com' },
    logError,
    mailQueued: sender.kick,
  });
  const snapshot = async () => ({
    tables: await Promise.all(
      TABLES.map((table) => db.query(`select * from ${table} order by 1, 2`)),
    ),
    blobs: (await blobs.list('')).map((blob) => blob.key),
  });
  return { deps, sent, sender, snapshot, faults };
}

/**
 * Runs `call` with the database refusing statement 1, then 2, … : each refused call must
 * fail and leave the snapshot and the mail sent as they were. Answers how many statements
 * the call makes when nothing is refused (it ran through once, for real, at the end).
 */
export async function everyStepFails(rig: FaultRig, call: () => Promise<unknown>) {
  for (let n = 1; n < 100; n += 1) {
    await rig.sender.drain(); // mail of the set-up or of the last run has gone out
    const before = await rig.snapshot();
    const mails = rig.sent.length;
    rig.faults.arm(n);
    const outcome = await call().then(
      () => undefined,
      (error: unknown) => error,
    );
    const statements = rig.faults.disarm();
    await rig.sender.drain();
    if (statements < n) {
      assert.equal(outcome, undefined, 'the call succeeds when nothing is refused');
      return statements;
    }
    assert.ok(outcome instanceof InjectedFault, `statement ${n}: the fault reaches the caller`);
    assert.deepEqual(await rig.snapshot(), before, `statement ${n} refused: nothing changed`);
    assert.equal(rig.sent.length, mails, `statement ${n} refused: no mail sent`);
  }
  throw new Error('the call made 100 statements or more');
}
