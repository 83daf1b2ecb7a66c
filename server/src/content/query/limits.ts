// The limits of docs/content-query.md part A §1, §2, §12, in one place (content/README.md lists them).

/** Request bodies above this many bytes are refused (part A §1). */
export const MAX_BODY_BYTES = 16 * 1024;
/** Objects and arrays nested deeper than this are refused (part A §1). */
export const MAX_DEPTH = 8;
/** A larger `limit` is clamped to this (part A §12). */
export const MAX_LIMIT = 1000;
/** `$regex` patterns longer than this are refused (part A §2). */
export const MAX_REGEX_LENGTH = 200;
/** Regular-expression flags a query may use (part A §2): no g/y, whose state leaks between documents. */
export const REGEX_FLAGS = new Set(['i', 'm', 's', 'u']);
/** Search text longer than this is refused: ranking cost grows with the number of words. */
export const MAX_SEARCH_LENGTH = 200;
/** Largest surround window on either side. */
export const MAX_SURROUND = 1000;
/** Most keys one `sortBy`, `only` or `without` may name. */
export const MAX_LIST_ITEMS = 100;
