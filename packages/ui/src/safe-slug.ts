// Detail pages take a content slug from the query string (?id=…) and put it into a content
// path. Only plain slugs are accepted, so a crafted id can never reach another document
// ('../site') or another collection.
const SLUG_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export function isSafeSlug(value: string | null | undefined): value is string {
  return typeof value === 'string' && SLUG_RE.test(value);
}
