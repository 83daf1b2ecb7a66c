import { hash, randomBytes, randomInt } from 'node:crypto';

// Session tokens: 32 random bytes; the database keeps only their SHA-256 (docs/decisions.md).

export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** One-shot hashing (no Hash object per call): every signed-in request hashes its token. */
export function sha256(value: string | Buffer): string {
  return hash('sha256', value, 'hex');
}

/** docs/api.md POST /user/forget/code: a 6-digit code. */
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
