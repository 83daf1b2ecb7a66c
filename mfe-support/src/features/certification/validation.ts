import {
  FIELD_LIMITS,
  fitsLength,
  isValidPhone,
  isValidSerialNumber,
  type CertificationRequest,
} from '@dpu/contracts';

// Certification form rules (docs/site.md §5 leaves them open; docs/api.md fixes the fields): the
// contracts' rules and limits, which the server's schema is built from.

/** What the form holds: the request's fields as typed, the product picked by its id. */
export type CertificationValues = Required<Omit<CertificationRequest, 'series'>>;

export type CertificationField = keyof CertificationValues;
export type CertificationErrors = Partial<Record<CertificationField, string>>;

const CERTIFICATION_LIMITS = {
  serialNumber: FIELD_LIMITS.serialNumber,
  company: FIELD_LIMITS.company,
  contactName: FIELD_LIMITS.personName,
  orderNumber: FIELD_LIMITS.orderNumber,
  remark: FIELD_LIMITS.remark,
} as const;

const LABELS: Record<CertificationField, string> = {
  proId: '产品',
  serialNumber: '产品序列号',
  company: '公司名称',
  contactName: '联系人',
  phone: '联系电话',
  orderNumber: '订单号',
  remark: '备注',
};

function tooLong(field: keyof typeof CERTIFICATION_LIMITS, value: string): string | undefined {
  const max = CERTIFICATION_LIMITS[field];
  return fitsLength(value, max) ? undefined : `${LABELS[field]}不能超过 ${max} 个字符`;
}

/** One field's message, or undefined when the value is fine. Values are trimmed first. */
export function validateField(field: CertificationField, raw: string): string | undefined {
  const value = raw.trim();
  switch (field) {
    case 'proId':
      return value ? undefined : '请选择要认证的产品';
    case 'serialNumber':
      if (!value) return '请填写产品序列号';
      if (!isValidSerialNumber(value)) return '产品序列号只能包含字母、数字、短横线和下划线';
      return tooLong(field, value);
    case 'company':
    case 'contactName':
      return value ? tooLong(field, value) : `请填写${LABELS[field]}`;
    case 'phone':
      if (!value) return '请填写联系电话';
      return isValidPhone(value) ? undefined : '联系电话格式不正确，请填写手机号或座机号';
    case 'orderNumber':
    case 'remark':
      return tooLong(field, value);
  }
}

export function validateCertification(values: CertificationValues): CertificationErrors {
  const errors: CertificationErrors = {};
  for (const field of Object.keys(LABELS) as CertificationField[]) {
    const message = validateField(field, values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}
