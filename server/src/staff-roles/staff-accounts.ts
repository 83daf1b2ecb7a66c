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
import type { Database } from '../db/database';
import { badFields, conflict, notFound } from '../lib/app-error';
import { hashPassword } from '../lib/passwords';
import type { MailMessage } from '../mail/mailer';
import type { TransactionDeps, UseCaseDeps } from '../use-case-deps';
import { inviteMail } from './invite-mail';
import type { StaffRepository } from './staff-repository';

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
async function locked<T>(deps: UseCaseDeps, fn: (tx: TransactionDeps) => Promise<T>): Promise<T> {
  return deps.inTransaction(async (tx) => {
    await tx.lock(LOCK_ID);
    return fn(tx);
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
  // the account, its roles, the audit row and the invitation mail: all or none
  return locked(ctx.deps, async (tx) => {
    const id = await tx.repos.users.insert({
      email,
      userName,
      userType: 'admin',
      passwordHash: hash,
      passwordSalt: salt,
    });
    if (typeof id !== 'number') throw badFields({ email: '该邮箱已有账号' }, 409);
    await tx.repos.staff.upsert({
      userId: id,
      roles,
      invitedBy: actor.id,
      invitePasswordHash: hash,
    });
    await tx.repos.audit.record({
      actorId: actor.id,
      action: 'staff_invite',
      target: email,
      detail: rolesText(roles),
    });
    const account = await staffMember(tx.repos.staff, id);
    await tx.queueMail(invitation(ctx, account, actor.userName));
    return account;
  });
}

function invitation(ctx: StaffDeps, account: StaffAccount, invitedBy: string): MailMessage {
  return inviteMail({
    to: account.email,
    userName: account.userName,
    roles: account.roles,
    invitedBy,
    siteUrl: ctx.siteUrl,
  });
}

/** Sends the invitation again (an account still waiting for its password). */
export async function resendInvite(
  ctx: StaffDeps,
  actor: { id: number; userName: string },
  id: number,
): Promise<StaffAccount> {
  const account = await staffMember(ctx.deps.repos.staff, id);
  if (account.state !== 'invited') throw conflict('该员工已设置密码，无需再次邀请');
  await ctx.deps.inTransaction((tx) => tx.queueMail(invitation(ctx, account, actor.userName)));
  return account;
}

export async function changeStaffRoles(
  ctx: StaffDeps,
  actorId: number,
  id: number,
  input: readonly StaffRole[],
): Promise<StaffAccount> {
  const roles = normaliseStaffRoles(input);
  return locked(ctx.deps, async ({ repos }) => {
    const { staff } = repos;
    const account = await staffMember(staff, id);
    const losesAdmin = account.roles.includes('admin') && !roles.includes('admin');
    if (losesAdmin && account.state !== 'disabled' && (await staff.otherActiveAdmins(id)) === 0) {
      throw badFields({ roles: LAST_ADMIN_MESSAGE }, 409);
    }
    await staff.setRoles(id, roles);
    await repos.audit.record({
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
  // signed out everywhere at once: the sessions end in the transaction, and after the
  // commit the session bus tells the other instances
  return locked(ctx.deps, async ({ repos }) => {
    const current = await staffMember(repos.staff, id);
    if (
      disabled &&
      current.roles.includes('admin') &&
      (await repos.staff.otherActiveAdmins(id)) === 0
    ) {
      throw conflict(LAST_ADMIN_MESSAGE);
    }
    await repos.staff.setDisabled(id, disabled);
    const action = disabled ? 'staff_disable' : 'staff_enable';
    await repos.audit.record({ actorId, action, target: current.email });
    if (disabled) await repos.sessions.deleteForUser(id);
    return staffMember(repos.staff, id);
  });
}
