import {
  type AuthSession,
  hasBidiControl,
  isValidUserName,
  USER_NAME_MIN,
  visibleLength,
} from '@dpu/contracts';
import { AppError, badRequest, forbidden, unauthorized } from '../lib/app-error';
import { DISABLED_MESSAGE } from '../staff-roles/staff-guard';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/passwords';
import { newResetCode, newToken, sha256 } from '../lib/tokens';
import type { Repositories } from '../repositories';
import type { UseCaseDeps } from '../use-case-deps';
import { accountKind, normaliseEmail, normalisePhone } from './normalise';
import {
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_MINUTES,
  type ResetCode,
} from './reset-codes-repository';
import type { SessionUser } from './sessions-repository';
import type { User, UserType } from './users-repository';

// The account flows of docs/api.md 'Accounts', as use-case functions (use-case-deps.ts).

export const WRONG_CREDENTIALS = '账号或密码错误';

async function startSession(
  repos: Pick<Repositories, 'sessions'>,
  user: Pick<User, 'id' | 'userName' | 'userType'>,
) {
  const token = newToken();
  await repos.sessions.create(sha256(token), user.id);
  return { token, userName: user.userName, userType: user.userType };
}

export interface RegisterInput {
  userName: string;
  email: string;
  password: string;
  phone?: string;
  company?: string;
}

/** Why a name was refused (a name is shown to staff and other users: it must read as it is). */
function userNameProblem(userName: string): string {
  if (hasBidiControl(userName)) return '请求参数有误：用户名不能包含文字方向控制字符';
  if (visibleLength(userName) < USER_NAME_MIN) {
    return `请求参数有误：用户名至少需要 ${USER_NAME_MIN} 个可见字符`;
  }
  return '请求参数有误：用户名需为 2–32 个字符';
}

/** The e-mail and phone a registration names, as the keys of the per-account limit. */
export function registrationKeys(input: Pick<RegisterInput, 'email' | 'phone'>): string[] {
  const keys = [`email:${normaliseEmail(input.email)}`];
  if (input.phone) keys.push(`phone:${normalisePhone(input.phone)}`);
  return keys;
}

/**
 * 409: the e-mail or phone of a registration has an account already; `key` says which
 * (`email:…` or `phone:…`, normalised), for the per-account limit of these answers.
 */
export class AccountTaken extends AppError {
  constructor(readonly key: string) {
    super(
      409,
      key.startsWith('email:') ? '该邮箱已注册，请直接登录' : '该手机号已注册，请直接登录',
    );
  }
}

export async function register(deps: UseCaseDeps, input: RegisterInput): Promise<AuthSession> {
  const userName = input.userName.trim();
  if (!isValidUserName(userName)) throw badRequest(userNameProblem(userName));
  const { hash, salt } = await hashPassword(input.password);
  // the account and its first session together: no account left without the answer's token
  return deps.inTransaction(async ({ repos }) => {
    const result = await repos.users.insert({
      email: normaliseEmail(input.email),
      userName,
      phone: input.phone ? normalisePhone(input.phone) : null,
      company: input.company?.trim() || null,
      userType: 'customer',
      passwordHash: hash,
      passwordSalt: salt,
    });
    if (result === 'email-taken') throw new AccountTaken(`email:${normaliseEmail(input.email)}`);
    if (result === 'phone-taken') throw new AccountTaken(`phone:${normalisePhone(input.phone!)}`);
    return startSession(repos, { id: result, userName, userType: 'customer' });
  });
}

export async function login(
  deps: UseCaseDeps,
  input: { account: string; password: string },
): Promise<AuthSession> {
  const account = input.account.trim();
  const user =
    accountKind(account) === 'email'
      ? await deps.repos.users.findByEmail(normaliseEmail(account))
      : await deps.repos.users.findByPhone(normalisePhone(account));
  // No hint which part was wrong, and the same work either way (no account enumeration).
  const ok = user
    ? await verifyPassword(input.password, { hash: user.passwordHash, salt: user.passwordSalt })
    : await burnPasswordCheck(input.password);
  if (!user || !ok) throw unauthorized(WRONG_CREDENTIALS);
  // a disabled staff account (staff-roles) keeps its data but signs in no more
  if (user.userType === 'admin' && (await deps.repos.staff.isDisabled(user.id))) {
    throw forbidden(DISABLED_MESSAGE);
  }
  void deps.repos.sessions.purgeExpired().catch((error) => deps.logError(error, 'purge sessions'));
  return startSession(deps.repos, user);
}

export async function currentUser(
  deps: Pick<UseCaseDeps, 'repos'>,
  token: string | undefined,
): Promise<SessionUser | undefined> {
  if (!token || token.length > 256) return undefined;
  return deps.repos.sessions.touch(sha256(token));
}

export async function logout(deps: Pick<UseCaseDeps, 'repos'>, token: string): Promise<void> {
  await deps.repos.sessions.delete(sha256(token));
}

/**
 * docs/api.md POST /user/forget/code: always the same answer; the code goes out by mail only
 * when the account exists. The mail is queued with the code and sent after the answer, so
 * timing tells nothing.
 */
export async function requestResetCode(deps: UseCaseDeps, emailInput: string): Promise<void> {
  const user = await deps.repos.users.findByEmail(normaliseEmail(emailInput));
  if (!user) return;
  const code = newResetCode();
  await deps.inTransaction(async ({ repos, queueMail }) => {
    await repos.resetCodes.replace(user.id, sha256(code));
    await queueMail({
      to: user.email,
      subject: '【DPU 官网】找回密码验证码',
      text: [
        `${user.userName}，您好：`,
        '',
        `您正在找回登录密码，验证码为：${code}`,
        `验证码 ${RESET_CODE_MINUTES} 分钟内有效。如非本人操作，请忽略本邮件。`,
      ].join('\n'),
    });
  });
}

const BAD_CODE = '验证码错误或已过期';

const usable = (stored: ResetCode | undefined): stored is ResetCode =>
  !!stored && !stored.expired && stored.attempts < RESET_CODE_MAX_ATTEMPTS;

/**
 * docs/api.md POST /user/forget/reset: a right code sets the password and ends every session.
 * The code's use, the new password and the sessions' end are one transaction (using the code
 * inside it deletes it, so it works once); a wrong code counts as a failed attempt.
 */
export async function resetPassword(
  deps: UseCaseDeps,
  input: { email: string; code: string; password: string },
): Promise<void> {
  const user = await deps.repos.users.findByEmail(normaliseEmail(input.email));
  if (!user) throw badRequest(BAD_CODE);
  const stored = await deps.repos.resetCodes.find(user.id);
  if (!usable(stored)) throw badRequest(BAD_CODE);
  if (stored.codeHash !== sha256(input.code)) {
    await deps.repos.resetCodes.countFailure(user.id);
    throw badRequest(BAD_CODE);
  }
  const { hash, salt } = await hashPassword(input.password);
  await deps.inTransaction(async ({ repos }) => {
    if (!(await repos.resetCodes.consume(user.id, stored.codeHash))) throw badRequest(BAD_CODE);
    await repos.users.updatePassword(user.id, hash, salt);
    await repos.sessions.deleteForUser(user.id);
  });
}

/** Used by the admin CLI and the demo seed. */
export async function createUser(
  deps: Pick<UseCaseDeps, 'repos'>,
  input: RegisterInput & { userType: UserType },
): Promise<number> {
  const { hash, salt } = await hashPassword(input.password);
  const result = await deps.repos.users.insert({
    email: normaliseEmail(input.email),
    userName: input.userName.trim(),
    phone: input.phone ? normalisePhone(input.phone) : null,
    company: input.company ?? null,
    userType: input.userType,
    passwordHash: hash,
    passwordSalt: salt,
  });
  if (typeof result !== 'number') throw new AppError(409, '该邮箱或手机号已注册');
  return result;
}
