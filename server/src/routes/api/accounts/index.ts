import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AccountTaken,
  login,
  logout,
  register,
  registrationKeys,
  requestResetCode,
  resetPassword,
} from '../../../accounts/account-service';
import { accountKind, normaliseEmail, normalisePhone } from '../../../accounts/normalise';
import { AppError, tooManyRequests } from '../../../lib/app-error';
import { byIp } from '../../../plugins/external/rate-limit';
import { requestUser, tokenOf } from '../../../plugins/app/auth';
import {
  AuthSession,
  envelope,
  ForgetCodeRequest,
  ForgetResetRequest,
  LoginRequest,
  LoginStatus,
  OK,
  okEnvelope,
  RegisterRequest,
} from '@dpu/contracts/schemas';

/** The login key of the per-account limit: the normalised e-mail or phone. */
function accountKey(body: unknown): string | undefined {
  const account = (body as { account?: unknown } | undefined)?.account;
  if (typeof account !== 'string') return undefined;
  return accountKind(account) === 'email' ? normaliseEmail(account) : normalisePhone(account);
}

// docs/api.md 'Accounts' and docs/site.md §7 (checkLoginStatus, logout).
const accounts: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits;
  // Login: every attempt counts against the client's address; only failures count against
  // an account — per (account, address), half the address's pace, and for the account
  // from everywhere at a slower, hourly cap — so a stranger's wrong passwords do not lock
  // the owner out, and one address cannot spend all its attempts on one account.
  const loginLimit = app.limitPerMinute('login', limits.login, byIp);
  const pairFailures = app.failureCounter('login-pair', Math.ceil(limits.login / 2), 60_000);
  const accountFailures = app.failureCounter('login-account', limits.loginAccount, 3_600_000);
  const refuseFailedAccounts = async (request: FastifyRequest) => {
    const account = accountKey(request.body);
    if (account === undefined) return;
    const wait = Math.max(
      await pairFailures.retryAfter(`${account}|${request.ip}`),
      await accountFailures.retryAfter(account),
    );
    if (wait > 0) throw tooManyRequests(wait);
  };
  const countFailure = async (request: FastifyRequest, error: unknown) => {
    const account = accountKey(request.body);
    if (account === undefined || !(error instanceof AppError) || error.statusCode !== 401) return;
    await Promise.all([
      pairFailures.record(`${account}|${request.ip}`),
      accountFailures.record(account),
    ]);
  };
  const registerLimit = app.limitPerMinute('register', limits.register, byIp);
  // Registration says 该邮箱已注册 / 该手机号已注册 (the form needs it), so those answers are
  // what anyone may get few of (docs/hostile-input.md R10, account enumeration): per client
  // address RATE_LIMIT_REGISTER_TAKEN an hour, and per e-mail or phone answered taken
  // RATE_LIMIT_REGISTER_ACCOUNT an hour from every address together (so rotating addresses
  // does not help to probe one account); past either, '429' for the rest of the hour.
  const takenByClient = app.failureCounter('register-taken', limits.registerTaken, 3_600_000);
  const takenByAccount = app.failureCounter('register-account', limits.registerAccount, 3_600_000);
  const refuseEnumerators = async (request: FastifyRequest) => {
    // the body schema has run before this preHandler
    const body = request.body as RegisterRequest;
    const waits = await Promise.all([
      takenByClient.retryAfter(request.ip),
      ...registrationKeys(body).map((key) => takenByAccount.retryAfter(key)),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests(wait);
  };
  const countTaken = async (request: FastifyRequest, error: unknown) => {
    if (!(error instanceof AccountTaken)) return;
    await Promise.all([takenByClient.record(request.ip), takenByAccount.record(error.key)]);
  };
  const forgetLimit = app.limitPerMinute('forget', limits.forget, byIp);

  app.post(
    '/user/register',
    {
      schema: { body: RegisterRequest, response: envelope(AuthSession) },
      preHandler: [registerLimit, refuseEnumerators],
    },
    async (request) => {
      try {
        return { code: '200', data: await register(app.deps, request.body) };
      } catch (error) {
        await countTaken(request, error);
        throw error;
      }
    },
  );

  app.post(
    '/user/login',
    {
      schema: { body: LoginRequest, response: envelope(AuthSession) },
      preHandler: [loginLimit, refuseFailedAccounts],
    },
    async (request) => {
      try {
        return { code: '200', data: await login(app.deps, request.body) };
      } catch (error) {
        await countFailure(request, error);
        throw error;
      }
    },
  );

  app.get(
    '/user/login/checkLoginStatus',
    { schema: { response: envelope(LoginStatus) }, preHandler: app.requireUser },
    async (request) => {
      const { id, userName, userType } = requestUser(request);
      if (userType !== 'admin') return { code: '200', data: { userName, userType } };
      // staff: the roles the console's sections follow (read afresh, like every staff call)
      const access = await app.repos.staff.access(id);
      const roles = access && !access.disabled ? access.roles : [];
      return { code: '200', data: { userName, userType, roles } };
    },
  );

  app.post(
    '/logout',
    { schema: { response: okEnvelope } },
    // Idempotent: an unknown or expired token has no session left to end, so the client's
    // logout (docs/site.md §4) still succeeds and clears its local state.
    async (request) => {
      const token = tokenOf(request);
      if (token) await logout(app.deps, token);
      return OK;
    },
  );

  app.post(
    '/user/forget/code',
    { schema: { body: ForgetCodeRequest, response: okEnvelope }, preHandler: forgetLimit },
    async (request) => {
      await requestResetCode(app.deps, request.body.email);
      return OK;
    },
  );

  app.post(
    '/user/forget/reset',
    { schema: { body: ForgetResetRequest, response: okEnvelope }, preHandler: forgetLimit },
    async (request) => {
      await resetPassword(app.deps, request.body);
      return OK;
    },
  );
};

export default accounts;
