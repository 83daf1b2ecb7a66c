import path from 'node:path';

// Entries and manifests keep fixed names and must be revalidated on every load; chunks
// carry a content hash and never change (docs/toolchain.md).
const HASHED = /\.[0-9a-f]{8}\.(js|css|map|png|jpe?g|gif|webp|svg|woff2?|mp4)$/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';

export function cacheControlFor(filePath: string): string {
  // with preCompressed the path is the .br/.gz sibling; the policy follows the original
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (HASHED.test(name)) return IMMUTABLE;
  if (/\.(html|json|js|css)$/.test(name)) return NO_CACHE;
  return SHORT;
}
