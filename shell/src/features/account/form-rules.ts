import {
  FIELD_LIMITS,
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
import { checkRule, contractRule, maxLengthRule, requiredRule, type FieldRule } from '@dpu/ui/form';

// The account forms' rules: the field rules of @dpu/contracts (docs/api.md 'Accounts'), which the
// server's schemas are built from, each with the message these forms show.

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

export const rules = {
  userName: [
    requiredRule(MESSAGES.userNameRequired),
    contractRule(isValidUserName, MESSAGES.userName),
  ],
  email: [requiredRule(MESSAGES.emailRequired), contractRule(isValidEmail, MESSAGES.email)],
  password: [
    requiredRule(MESSAGES.passwordRequired),
    // sent as typed, spaces included
    contractRule(isValidPassword, MESSAGES.password, { trim: false }),
  ],
  loginPassword: [requiredRule(MESSAGES.passwordRequired)],
  phone: [contractRule(isValidPhone, MESSAGES.phone)],
  company: [maxLengthRule(FIELD_LIMITS.company, MESSAGES.company)],
  account: [requiredRule(MESSAGES.accountRequired), contractRule(isValidAccount, MESSAGES.account)],
  code: [requiredRule(MESSAGES.codeRequired), contractRule(isValidResetCode, MESSAGES.code)],
  consent: [checkRule((value) => (value === true ? null : MESSAGES.consent))],
} satisfies Record<string, FieldRule[]>;
