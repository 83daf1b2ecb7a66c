import {
  FIELD_LIMITS,
  isValidEmail,
  isValidPhone,
  productByKey,
  type ContactRequest,
} from '@dpu/contracts';
import { contractRule, maxLengthRule, requiredRule } from '@dpu/ui/form';

// Field limits of the lead form (docs/api.md POST /contact), the server's own; messages are shown
// under the fields.
export const CONTACT_LIMITS = {
  name: FIELD_LIMITS.personName,
  company: FIELD_LIMITS.company,
  message: FIELD_LIMITS.message,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: '请输入您的姓名',
  nameTooLong: `姓名不能超过 ${CONTACT_LIMITS.name} 个字`,
  companyRequired: '请输入公司名称',
  companyTooLong: `公司名称不能超过 ${CONTACT_LIMITS.company} 个字`,
  phoneRequired: '请输入联系电话',
  phoneInvalid: '请输入正确的手机号或固定电话',
  emailRequired: '请输入电子邮箱',
  emailInvalid: '请输入正确的电子邮箱地址',
  messageRequired: '请简要描述您的需求',
  messageTooLong: `需求描述不能超过 ${CONTACT_LIMITS.message} 个字`,
} as const;

export type ContactValues = ContactRequest;

/** The product key of ?interested= when it names a catalogue product; else nothing. */
export function interestedProduct(value: string | null): string | undefined {
  return value && productByKey(value) ? value : undefined;
}

/** The rules of each field: the contracts' rules (the server's) with this form's messages. */
export const CONTACT_RULES = {
  name: [
    requiredRule(CONTACT_MESSAGES.nameRequired),
    maxLengthRule(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  ],
  company: [
    requiredRule(CONTACT_MESSAGES.companyRequired),
    maxLengthRule(CONTACT_LIMITS.company, CONTACT_MESSAGES.companyTooLong),
  ],
  phone: [
    requiredRule(CONTACT_MESSAGES.phoneRequired),
    contractRule(isValidPhone, CONTACT_MESSAGES.phoneInvalid),
  ],
  email: [
    requiredRule(CONTACT_MESSAGES.emailRequired),
    contractRule(isValidEmail, CONTACT_MESSAGES.emailInvalid),
  ],
  message: [
    requiredRule(CONTACT_MESSAGES.messageRequired),
    maxLengthRule(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
  ],
};

/** The request body: trimmed fields; `interested` only when a product was chosen. */
export function toContactRequest(values: ContactValues): ContactRequest {
  const request: ContactRequest = {
    name: values.name.trim(),
    company: values.company.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
  const interested = interestedProduct(values.interested ?? null);
  if (interested) request.interested = interested;
  return request;
}
