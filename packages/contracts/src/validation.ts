// Field rules of docs/api.md, shared so the forms mirror exactly what the server accepts.

export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LETTER_RE = /[A-Za-z]/;
const DIGIT_RE = /\d/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
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
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    LETTER_RE.test(value) &&
    DIGIT_RE.test(value)
  );
}
