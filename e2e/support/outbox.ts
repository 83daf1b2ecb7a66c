import { expect } from '@playwright/test';
import { codeFrom, decodeMail, outboxMessages } from '@dpu/test-utils/mail';

// Mail of a site server started without SMTP_URL: one .eml file a mail in DATA_DIR/outbox.
// Specs read invitations and password codes there, as a staff member reads their inbox.

const mailsOf = (dataDir: string, email: string) =>
  outboxMessages(dataDir).filter((raw) => raw.includes(email));

/** The texts of the mails to an address, oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  return mailsOf(dataDir, email).map(decodeMail);
}

/** The password code of the newest 找回密码 mail after the first `before` mails to an address. */
export async function latestCode(dataDir: string, email: string, before: number): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    code = mailsOf(dataDir, email).slice(before).map(codeFrom).findLast(Boolean);
    expect(code).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return code!;
}
