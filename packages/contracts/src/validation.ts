// Field rules of api.md, shared so the forms mirror exactly what the server accepts.

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

export function isValidUserName(value: string): boolean {
  const length = [...value.trim()].length;
  return length >= USER_NAME_MIN && length <= USER_NAME_MAX;
}

export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    LETTER_RE.test(value) &&
    DIGIT_RE.test(value)
  );
}
