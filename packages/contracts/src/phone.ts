// Phone numbers of the contact and job-application forms: a mainland mobile number, a
// landline with area code, or a 400/800 service number; an optional +86 prefix, spaces
// and dashes are allowed.
const MOBILE_RE = /^1[3-9]\d{9}$/;
const LANDLINE_RE = /^0\d{2,3}\d{7,8}$/;
const SERVICE_RE = /^[48]00\d{7}$/;

export const PHONE_MAX_LENGTH = 20;

export function isValidPhone(value: string): boolean {
  if (value.length > PHONE_MAX_LENGTH) return false;
  const digits = value.trim().replace(/^\+86/, '').replace(/[\s-]/g, '');
  return MOBILE_RE.test(digits) || LANDLINE_RE.test(digits) || SERVICE_RE.test(digits);
}
