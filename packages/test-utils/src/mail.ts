import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Mail of a server started without SMTP_URL: one .eml file a mail in DATA_DIR/outbox. Server
// and end-to-end tests read invitations and password codes there, as a person reads an inbox.

/** The .eml files of an outbox folder, oldest first. */
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

/** The 6-digit code of a 找回密码 mail (quoted-printable or base64 bodies both decoded). */
export function codeFrom(raw: string): string | undefined {
  return /验证码为：(\d{6})/.exec(decodeMail(raw))?.[1];
}
