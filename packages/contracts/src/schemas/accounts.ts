import { Type, type Static } from 'typebox';
import { FIELD_LIMITS } from '../limits';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  RESET_CODE_PATTERN,
  USER_NAME_MAX,
  USER_NAME_MIN,
} from '../validation';
import { Email, Phone, Text } from './fields';

// docs/api.md 'Accounts'.

export const Password = Type.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  pattern: PASSWORD_PATTERN,
});

export const RegisterRequest = Type.Object({
  userName: Type.String({ minLength: USER_NAME_MIN, maxLength: USER_NAME_MAX }),
  email: Email,
  password: Password,
  phone: Type.Optional(Type.Union([Phone, Type.Literal('')])),
  company: Type.Optional(Type.String({ maxLength: FIELD_LIMITS.company })),
});
export type RegisterRequest = Static<typeof RegisterRequest>;

export const LoginRequest = Type.Object({
  account: Text(FIELD_LIMITS.email),
  // no rule beyond a bound: any wrong password is just wrong (no hint)
  password: Text(256),
});
export type LoginRequest = Static<typeof LoginRequest>;

export const ForgetCodeRequest = Type.Object({ email: Email });
export type ForgetCodeRequest = Static<typeof ForgetCodeRequest>;

export const ForgetResetRequest = Type.Object({
  email: Email,
  code: Type.String({ minLength: 6, maxLength: 6, pattern: RESET_CODE_PATTERN }),
  password: Password,
});
export type ForgetResetRequest = Static<typeof ForgetResetRequest>;

/** GET /user/login/checkLoginStatus. */
export const LoginStatus = Type.Object({
  userName: Type.String(),
  userType: Type.String(),
  /** Staff only: the roles the console's sections follow (staff-roles.ts). */
  roles: Type.Optional(Type.Array(Type.String())),
});
export type LoginStatus = Static<typeof LoginStatus>;

/** Register and login: the session the browser keeps. */
export const AuthSession = Type.Object({
  token: Type.String(),
  userName: Type.String(),
  userType: Type.String(),
});
export type AuthSession = Static<typeof AuthSession>;
