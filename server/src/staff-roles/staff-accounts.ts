import { randomBytes } from 'node:crypto';
import {
  isValidUserName,
  normaliseStaffRoles,
  STAFF_ROLE_LABELS,
  type StaffAccount,
  type StaffAccountQuery,
  type StaffRole,
} from '@dpu/contracts';
import { normaliseEmail } from '../accounts/normalise';
import { usersRepository } from '../accounts/users-repository';
import { auditRepository, type NewAuditEntry } from '../admin/audit-repository';
import type { Database, Queryable } from '../db/database';
import { badFields, conflict, notFound } from '../lib/app-error';
import { hashPassword } from '../lib/passwords';
import type { UseCaseDeps } from '../use-case-deps';
import { inviteMail } from './invite-mail';
import { staffRepository, type StaffRepository } from './staff-repository';

// Staff accounts for 管理员 (docs/api.md 'Staff accounts'): list, invite, change roles,
// disable and enable. Changes that could leave no 管理员 run one at a time (an advisory lock
// in one transaction), so two 管理员 removing each other at once cannot both succeed.

export interface StaffDeps {
  db: Database;
  deps: UseCaseDeps;
  /** The site's public origin, for the invitation's links. */
  siteUrl: string;
}

const LOCK_ID = 2_200_589_023;
export const LAST_ADMIN_MESSAGE = '至少需要保留一名可用的管理员';
export const SELF_DISABLE_MESSAGE = '不能停用自己的账号';

const rolesText = (roles: readonly StaffRole[]) =>
  roles.map((role) => STAFF_ROLE_LABELS[role]).join('、');

export function listStaff(deps: UseCaseDeps, query: StaffAccountQuery): Promise<StaffAccount[]> {
  return deps.repos.staff.list(query);
}

/** Runs fn in a transaction holding the staff lock, with repositories over it. */
function locked<T>(
  db: Database,
  fn: (
    staff: StaffRepository,
    audit: (entry: NewAuditEntry) => Promise<void>,
    tx: Queryable,
  ) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_ID]);
    return fn(staffRepository(tx), (entry) => auditRepository(tx).record(entry), tx);
  });
}

async function staffMember(staff: StaffRepository, id: number): Promise<StaffAccount> {
  const account = await staff.find(id);
  if (!account) throw notFound('员工账号不存在');
  return account;
}

export async function inviteStaff(
  ctx: StaffDeps,
  actor: { id: number; userName: string },
  input: { email: string; userName: string; roles: readonly StaffRole[] },
): Promise<StaffAccount> {
  const email = normaliseEmail(input.email);
  const userName = input.userName.trim();
  if (!isValidUserName(userName)) throw badFields({ userName: '请填写 2–32 个字符的姓名' });
  const roles = normaliseStaffRoles(input.roles);
  // a random password nobody knows: the invitee sets one through 找回密码
  const { hash, salt } = await hashPassword(`A${randomBytes(18).toString('base64url')}1`);
  const account = await locked(ctx.db, async (staff, audit, tx) => {
    const id = await usersRepository(tx).insert({
      email,
      userName,
      userType: 'admin',
      passwordHash: hash,
      passwordSalt: salt,
    });
    if (typeof id !== 'number') throw badFields({ email: '该邮箱已有账号' }, 409);
    await staff.upsert({ userId: id, roles, invitedBy: actor.id, invitePasswordHash: hash });
    await audit({
      actorId: actor.id,
      action: 'staff_invite',
      target: email,
      detail: rolesText(roles),
    });
    return staffMember(staff, id);
  });
  sendInvite(ctx, account, actor.userName);
  return account;
}

function sendInvite(ctx: StaffDeps, account: StaffAccount, invitedBy: string): void {
  const message = inviteMail({
    to: account.email,
    userName: account.userName,
    roles: account.roles,
    invitedBy,
    siteUrl: ctx.siteUrl,
  });
  void ctx.deps.mailer
    .send(message)
    .catch((error: unknown) => ctx.deps.logError(error, 'staff invitation mail'));
}

/** Sends the invitation again (an account still waiting for its password). */
export async function resendInvite(
  ctx: StaffDeps,
  actor: { id: number; userName: string },
  id: number,
): Promise<StaffAccount> {
  const account = await staffMember(ctx.deps.repos.staff, id);
  if (account.state !== 'invited') throw conflict('该员工已设置密码，无需再次邀请');
  sendInvite(ctx, account, actor.userName);
  return account;
}

export async function changeStaffRoles(
  ctx: StaffDeps,
  actorId: number,
  id: number,
  input: readonly StaffRole[],
): Promise<StaffAccount> {
  const roles = normaliseStaffRoles(input);
  return locked(ctx.db, async (staff, audit) => {
    const account = await staffMember(staff, id);
    const losesAdmin = account.roles.includes('admin') && !roles.includes('admin');
    if (losesAdmin && account.state !== 'disabled' && (await staff.otherActiveAdmins(id)) === 0) {
      throw badFields({ roles: LAST_ADMIN_MESSAGE }, 409);
    }
    await staff.setRoles(id, roles);
    await audit({
      actorId,
      action: 'staff_roles',
      target: account.email,
      detail: rolesText(roles),
    });
    return staffMember(staff, id);
  });
}

export async function setStaffDisabled(
  ctx: StaffDeps,
  actorId: number,
  id: number,
  disabled: boolean,
): Promise<StaffAccount> {
  if (disabled && id === actorId) throw conflict(SELF_DISABLE_MESSAGE);
  const account = await locked(ctx.db, async (staff, audit) => {
    const current = await staffMember(staff, id);
    if (disabled && current.roles.includes('admin') && (await staff.otherActiveAdmins(id)) === 0) {
      throw conflict(LAST_ADMIN_MESSAGE);
    }
    await staff.setDisabled(id, disabled);
    const action = disabled ? 'staff_disable' : 'staff_enable';
    await audit({ actorId, action, target: current.email });
    return staffMember(staff, id);
  });
  // signed out everywhere at once (the session bus tells the other instances)
  if (disabled) await ctx.deps.repos.sessions.deleteForUser(id);
  return account;
}
