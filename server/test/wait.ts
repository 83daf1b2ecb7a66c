import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The .eml files of an outbox folder (mail without SMTP_URL), oldest first. */
export function outboxMessages(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return [];
  }
}

/** The 6-digit code of a recovery mail (quoted-printable or base64 bodies both decoded). */
export function codeFrom(raw: string): string | undefined {
  const text = decodeMail(raw);
  return /验证码为：(\d{6})/.exec(text)?.[1];
}

/** The text body of a raw message (quoted-printable or base64 decoded). */
export function decodeMail(raw: string): string {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const body = headerEnd < 0 ? '' : raw.slice(headerEnd).trim();
  if (/Content-Transfer-Encoding: base64/i.test(raw)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(raw)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
