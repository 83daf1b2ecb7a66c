import { RELEASE_KIND_LABELS, type CatalogueProduct, type ReleaseKind } from '@dpu/contracts';
import type { MailMessage } from '../mail/mailer';
import type { UseCaseDeps } from '../use-case-deps';
import type { ReleaseHolder } from './releases-repository';

// One mail per release to every customer holding the product who leaves release mails on
// (their account page). The mails are queued and sent one after another after the answer:
// publishing never waits for, or fails because of, a mail server.
// TODO(usecase, migration 0006): hand these to the mail outbox once it lands, so a mail
// survives a restart between publish and send.

export interface ReleaseMailFacts {
  product: CatalogueProduct;
  kind: ReleaseKind;
  title: string;
  version: string;
  releaseNotes: string;
  announcement: string;
  sha256: string;
}

// the customer area: its materials, and the mail setting beside them
const AREA = '/productStack';

export function releaseMail(holder: ReleaseHolder, facts: ReleaseMailFacts): MailMessage {
  const label = RELEASE_KIND_LABELS[facts.kind];
  return {
    to: holder.email,
    subject: `【DPU 官网】${facts.product.name} ${label} ${facts.version} 已发布`,
    text: [
      `${holder.userName}，您好：`,
      '',
      `${facts.product.name} 的${label}《${facts.title}》已发布新版本 ${facts.version}。`,
      ...(facts.announcement ? ['', facts.announcement] : []),
      ...(facts.releaseNotes ? ['', '发布说明：', facts.releaseNotes] : []),
      '',
      `SHA-256：${facts.sha256}`,
      `请登录后在客户支持专区 ${AREA} 下载。`,
      '',
      `不想再收到此类邮件？可在客户支持专区 ${AREA} 的“邮件设置”中关闭“产品资料更新邮件”。`,
    ].join('\n'),
  };
}

/** Queues one mail per holder; answers how many were queued. */
export function queueReleaseMails(
  deps: Pick<UseCaseDeps, 'mailer' | 'logError'>,
  holders: readonly ReleaseHolder[],
  facts: ReleaseMailFacts,
): number {
  const messages = holders.map((holder) => releaseMail(holder, facts));
  void (async () => {
    for (const message of messages) {
      await deps.mailer
        .send(message)
        .catch((error: unknown) => deps.logError(error, 'support release mail'));
    }
  })();
  return messages.length;
}
