import {
  FIELD_LIMITS,
  isValidPhone,
  isValidSerialNumber,
  type CertificationRequest,
} from '@dpu/contracts';
import { contractRule, maxLengthRule, requiredRule, type FieldRule } from '@dpu/ui/form';

// Certification form rules (docs/site.md §5 leaves them open; docs/api.md fixes the fields): the
// contracts' rules and limits, which the server's schema is built from, with this form's messages.

/** What the form holds: the request's fields as typed, the product picked by its id. */
export type CertificationValues = Required<Omit<CertificationRequest, 'series'>>;

export type CertificationField = keyof CertificationValues;

const tooLong = (label: string, max: number) =>
  maxLengthRule(max, `${label}不能超过 ${max} 个字符`);

export const CERTIFICATION_RULES: Record<CertificationField, FieldRule[]> = {
  proId: [requiredRule('请选择要认证的产品')],
  serialNumber: [
    requiredRule('请填写产品序列号'),
    contractRule(isValidSerialNumber, '产品序列号只能包含字母、数字、短横线和下划线'),
    tooLong('产品序列号', FIELD_LIMITS.serialNumber),
  ],
  company: [requiredRule('请填写公司名称'), tooLong('公司名称', FIELD_LIMITS.company)],
  contactName: [requiredRule('请填写联系人'), tooLong('联系人', FIELD_LIMITS.personName)],
  phone: [
    requiredRule('请填写联系电话'),
    contractRule(isValidPhone, '联系电话格式不正确，请填写手机号或座机号'),
  ],
  orderNumber: [tooLong('订单号', FIELD_LIMITS.orderNumber)],
  remark: [tooLong('备注', FIELD_LIMITS.remark)],
};
