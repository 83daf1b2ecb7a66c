import { FIELD_LIMITS } from './limits';

// The one phone rule of every form and of the server: a mainland mobile number, a landline
// with area code, or a 400/800 service number; an optional +86 prefix; single spaces or dashes
// may separate the digits. Forms test the trimmed value, which is what they send.

const SEP = '[ -]?';
const MOBILE = `1${SEP}[3-9](?:${SEP}[0-9]){9}`;
const LANDLINE = `0(?:${SEP}[0-9]){9,11}`;
const SERVICE = `[48](?:${SEP}0){2}(?:${SEP}[0-9]){7}`;

/** The rule as a JSON-schema pattern (the server's schemas use it as it is). */
export const PHONE_PATTERN = `^(?:\\+86${SEP})?(?:${MOBILE}|${LANDLINE}|${SERVICE})$`;
const PHONE_RE = new RegExp(PHONE_PATTERN);

export function isValidPhone(value: string): boolean {
  return value.length <= FIELD_LIMITS.phone && PHONE_RE.test(value);
}
