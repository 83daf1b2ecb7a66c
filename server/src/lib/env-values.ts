import { accessSync, constants, statSync } from 'node:fs';

// Parsers of environment settings for config.ts: each takes the raw text and the variable's
// name, and throws an error naming both and what is allowed, so a bad value stops the start.

export type TrustProxy = false | number | string;

/** Whole numbers in plain decimal digits: '1e3', '0x10', ' 5' or '2.5' are refused. */
function wholeNumber(value: string | undefined, fallback: number, min: number, name: string) {
  if (value === undefined || value === '') return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min) {
    const allowed = min === 0 ? 'a whole number, 0 or more' : `a whole number, ${min} or more`;
    throw new Error(`${name} must be ${allowed}, got '${value}'.`);
  }
  return parsed;
}

export function intFrom(value: string | undefined, fallback: number, name: string): number {
  return wholeNumber(value, fallback, 0, name);
}

export function positive(value: string | undefined, fallback: number, name: string): number {
  return wholeNumber(value, fallback, 1, name);
}

export function origin(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new Error(
      `${name} must be an http(s) origin such as https://www.example.com, got '${value}'.`,
    );
  }
}

export function mailAddress(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const address = value.trim();
  if (!/^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/.test(address)) {
    throw new Error(
      `${name} must be one e-mail address such as sales@example.com, got '${value}'.`,
    );
  }
  return address;
}

/**
 * TRUST_PROXY: unset, '0' or 'false' → none; a number of proxy hops ('true' means one: the
 * load balancer in front); or a comma-separated list of proxy addresses or CIDR ranges.
 * Trusting every hop would make the left-most, client-written X-Forwarded-For entry the
 * client's address, which rate limits would then key on.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry)))
    return entries.join(',');
  throw new Error(
    `TRUST_PROXY must be a number of proxy hops (e.g. 1) or a list of proxy addresses such as 10.0.0.0/8,127.0.0.1, got '${text}'.`,
  );
}

/** A path to an executable file (e.g. FFMPEG_PATH); unset → undefined. */
export function executableFile(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  try {
    if (!statSync(value).isFile()) throw new Error('not a file');
    accessSync(value, constants.X_OK);
    return value;
  } catch {
    throw new Error(`${name} must be the path of an executable file, got '${value}'.`);
  }
}
