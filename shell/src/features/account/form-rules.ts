import type { FormRule } from 'antd';
import {
  FIELD_LIMITS,
  fitsLength,
  isValidAccount,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidResetCode,
  isValidUserName,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USER_NAME_MAX,
  USER_NAME_MIN,
} from '@dpu/contracts';

// Client-side rules mirroring the server's (docs/api.md, @dpu/contracts validation.ts), with
// clear Chinese messages. The server checks again; its message is shown when it refuses.

export const MESSAGES = {
  userNameRequired: '请输入用户名',
  userName: `用户名长度为 ${USER_NAME_MIN}–${USER_NAME_MAX} 个字符`,
  emailRequired: '请输入邮箱',
  email: '请输入有效的邮箱地址',
  passwordRequired: '请输入密码',
  password: `密码为 ${PASSWORD_MIN}–${PASSWORD_MAX} 位，且须同时包含字母和数字`,
  phone: '请输入有效的手机号码',
  company: `公司名称最多 ${FIELD_LIMITS.company} 个字符`,
  consent: '请阅读并同意《用户协议》和《隐私政策》',
  accountRequired: '请输入邮箱或手机号',
  account: '请输入有效的邮箱或手机号',
  codeRequired: '请输入验证码',
  code: '验证码为 6 位数字',
} as const;

/** A rule from a predicate: empty values pass (the 'required' rule reports those). */
function check(valid: (value: string) => boolean, message: string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value === '' || valid(value)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

export const rules = {
  userName: [
    { required: true, whitespace: true, message: MESSAGES.userNameRequired },
    check(isValidUserName, MESSAGES.userName),
  ],
  email: [{ required: true, message: MESSAGES.emailRequired }, check(isValidEmail, MESSAGES.email)],
  password: [
    { required: true, message: MESSAGES.passwordRequired },
    check(isValidPassword, MESSAGES.password),
  ],
  loginPassword: [{ required: true, message: MESSAGES.passwordRequired }],
  phone: [check(isValidPhone, MESSAGES.phone)],
  company: [check((value) => fitsLength(value, FIELD_LIMITS.company), MESSAGES.company)],
  account: [
    { required: true, whitespace: true, message: MESSAGES.accountRequired },
    check(isValidAccount, MESSAGES.account),
  ],
  code: [
    { required: true, message: MESSAGES.codeRequired },
    check(isValidResetCode, MESSAGES.code),
  ],
  consent: [
    {
      validator: (_rule: unknown, value: unknown) =>
        value === true ? Promise.resolve() : Promise.reject(new Error(MESSAGES.consent)),
    },
  ],
} satisfies Record<string, FormRule[]>;
