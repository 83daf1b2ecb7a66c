import { FIELD_LIMITS } from './limits';
import { isValidPhone } from './phone';

// Field rules of docs/api.md: the forms test them, and the server's schemas (./schemas) are
// built from the same patterns and limits, so both accept exactly the same values. No TypeBox
// here: the browser bundles this file.

export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** At least one letter and one digit, anywhere (line breaks included). */
export const PASSWORD_PATTERN = '^(?=[\\s\\S]*[A-Za-z])(?=[\\s\\S]*[0-9])';
/** The 6-digit code of password recovery. */
export const RESET_CODE_PATTERN = '^[0-9]{6}$';
/** A product serial number (S/N) as printed on the label: letters, digits, '-' and '_'. */
export const SERIAL_NUMBER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]*$';

const EMAIL_RE = new RegExp(EMAIL_PATTERN);
const PASSWORD_RE = new RegExp(PASSWORD_PATTERN);
const RESET_CODE_RE = new RegExp(RESET_CODE_PATTERN);
const SERIAL_NUMBER_RE = new RegExp(SERIAL_NUMBER_PATTERN);

export function isValidEmail(value: string): boolean {
  return value.length <= FIELD_LIMITS.email && EMAIL_RE.test(value);
}

/** docs/api.md POST /user/login: the account is the e-mail, or the phone. */
export function isValidAccount(value: string): boolean {
  return value.includes('@') ? isValidEmail(value) : isValidPhone(value);
}

export function isValidResetCode(value: string): boolean {
  return RESET_CODE_RE.test(value);
}

/** The characters of a serial number (its length is FIELD_LIMITS.serialNumber). */
export function isValidSerialNumber(value: string): boolean {
  return SERIAL_NUMBER_RE.test(value);
}

/** At most max characters, counted as a reader counts them (an emoji is one). */
export function fitsLength(value: string, max: number): boolean {
  return [...value].length <= max;
}

/** Bidirectional embeddings, overrides and isolates: they reorder the text shown around them. */
const BIDI_CONTROL_RE = /[\u202a-\u202e\u2066-\u2069]/;
/** What takes no room on screen: zero-width and other default-ignorable characters, spaces. */
const INVISIBLE_RE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}]/gu;

export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROL_RE.test(value);
}

/** Characters a reader actually sees (a name of zero-width characters has none). */
export function visibleLength(value: string): number {
  return [...value.replace(INVISIBLE_RE, '')].length;
}

export function isValidUserName(value: string): boolean {
  const length = [...value.trim()].length;
  return (
    length >= USER_NAME_MIN &&
    length <= USER_NAME_MAX &&
    visibleLength(value) >= USER_NAME_MIN &&
    !hasBidiControl(value)
  );
}

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && PASSWORD_RE.test(value);
}
