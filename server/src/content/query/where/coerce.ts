// JavaScript's own coercions (String(x), isFinite(x), a < b) throw a TypeError for an
// object whose toString/valueOf is not callable, which a YAML author can write
// (`toString: x`). Operators go through these helpers so no document value can turn a
// query into a 500 (docs/content-query.md part A §1).

export type Scalar = string | number | boolean | null;

export function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** String(value), or the object tag when the value refuses to become a string. */
export function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** The global isFinite (which coerces, as v1 did), false where coercion throws. */
export function safeIsFinite(value: unknown): boolean {
  try {
    return isFinite(value as number);
  } catch {
    return false;
  }
}
