import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Passwords: crypto.scrypt with a per-user salt (docs/decisions.md). The parameters travel
// with the hash ('scrypt:N:r:p:hex') so they can be raised later without a migration.

export const DEFAULT_SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

let PARAMS: { N: number; r: number; p: number } = DEFAULT_SCRYPT;

/**
 * Tests lower the cost so thousands of fuzzed logins finish quickly; production never
 * calls this. Hashes keep their own parameters, so verification is unaffected.
 */
export function useScryptCostForTests(N: number): void {
  PARAMS = { ...DEFAULT_SCRYPT, N };
  dummy = undefined;
}

function derive(password: string, salt: string, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export interface PasswordHash {
  hash: string;
  salt: string;
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('hex');
  const key = await derive(password, salt, PARAMS);
  return { hash: `scrypt:${PARAMS.N}:${PARAMS.r}:${PARAMS.p}:${key.toString('hex')}`, salt };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const [scheme, n, r, p, hex] = stored.hash.split(':');
  if (scheme !== 'scrypt' || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const key = await derive(password, stored.salt, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<PasswordHash> | undefined;

/** Spent on unknown accounts so a wrong e-mail takes as long as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummy ??= hashPassword('dummy-password-1');
  await verifyPassword(password, await dummy);
  return false;
}
