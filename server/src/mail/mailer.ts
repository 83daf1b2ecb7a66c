import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

// Mail (docs/decisions.md): nodemailer over SMTP_URL; without it every message is written
// as an .eml file to DATA_DIR/outbox and its path logged, so a developer can read it.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string, details: Record<string, unknown>) => void;
}

/**
 * nodemailer is loaded with the first message (a start sends none): either an SMTP transport
 * or a stream transport that writes .eml files.
 */
function lazyTransport(smtpUrl: string | undefined): {
  get: () => Promise<Transporter>;
  close: () => void;
} {
  let transport: Promise<Transporter> | undefined;
  let made: Transporter | undefined;
  return {
    get: () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) => {
        made = smtpUrl
          ? nodemailer.createTransport(smtpUrl)
          : nodemailer.createTransport({ streamTransport: true, buffer: true });
        return made;
      })),
    close: () => made?.close(),
  };
}

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const transport = lazyTransport(smtpUrl);
  if (smtpUrl) {
    return {
      async send(message) {
        await (await transport.get()).sendMail({ from, ...message });
        log('mail sent', { to: message.to, subject: message.subject });
      },
      close: transport.close,
    };
  }
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log('mail written to outbox (no SMTP_URL)', { to: message.to, file });
    },
    close: transport.close,
  };
}
