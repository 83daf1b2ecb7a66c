import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// Mail of a site server started without SMTP_URL: one .eml file a mail in DATA_DIR/outbox.
// Specs read invitations and password codes there, as a staff member reads their inbox.

/** The text of a mail (base64 or quoted-printable bodies). */
function mailText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).trim();
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

/** The texts of the mails to an address, oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => raw.includes(email))
    .map(mailText);
}

/** The password code of the newest 找回密码 mail after the first `before` mails to an address. */
export async function latestCode(dataDir: string, email: string, before: number): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const mails = mailsTo(dataDir, email).slice(before);
    code = mails.map((text) => /验证码为：(\d{6})/.exec(text)?.[1]).findLast(Boolean);
    expect(code).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return code!;
}
