import { RELEASE_KIND_LABELS, type CatalogueProduct, type ReleaseKind } from '@dpu/contracts';
import type { MailMessage } from '../mail/mailer';
import type { TransactionDeps } from '../use-case-deps';
import type { ReleaseHolder } from './releases-repository';

// One mail per release to every customer holding the product who leaves release mails on
// (the customer home's 邮件设置). The mails are queued in the outbox in the transaction that
// records the release (usecase's mail outbox, migration 0006): sent after the commit, by any
// instance, and retried — never lost to a restart, never sent for a release that failed.

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

/** Queues one mail per holder in the transaction; answers how many were queued. */
export async function queueReleaseMails(
  tx: Pick<TransactionDeps, 'queueMail'>,
  holders: readonly ReleaseHolder[],
  facts: ReleaseMailFacts,
): Promise<number> {
  for (const holder of holders) await tx.queueMail(releaseMail(holder, facts));
  return holders.length;
}
