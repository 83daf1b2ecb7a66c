import { PASSWORD_MAX, PASSWORD_MIN, USER_NAME_MAX, USER_NAME_MIN } from '@dpu/contracts';
import { Type, type Static } from 'typebox';
import { Email, Phone, Text } from './envelope';

// docs/api.md 'Accounts'. Password: 8–64 characters with letters and digits.
export const Password = Type.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9])',
});

export const RegisterBody = Type.Object({
  userName: Type.String({ minLength: USER_NAME_MIN, maxLength: USER_NAME_MAX }),
  email: Email,
  password: Password,
  phone: Type.Optional(Type.Union([Phone, Type.Literal('')])),
  company: Type.Optional(Type.String({ maxLength: 100 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  account: Text(254),
  // no rule beyond a bound: any wrong password is just wrong (no hint)
  password: Text(256),
});
export type LoginBody = Static<typeof LoginBody>;

export const ForgetCodeBody = Type.Object({ email: Email });
export type ForgetCodeBody = Static<typeof ForgetCodeBody>;

export const ForgetResetBody = Type.Object({
  email: Email,
  code: Type.String({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' }),
  password: Password,
});
export type ForgetResetBody = Static<typeof ForgetResetBody>;

export const LoginStatus = Type.Object({ userName: Type.String(), userType: Type.String() });
export const AuthSession = Type.Object({
  token: Type.String(),
  userName: Type.String(),
  userType: Type.String(),
});
