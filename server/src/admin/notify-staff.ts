import { productByKey } from '@dpu/contracts';
import type { StaffMailConfig } from '../config';
import type { MailMessage } from '../mail/mailer';
import type { TransactionDeps } from '../use-case-deps';

// A new certification request, lead or job application is mailed to the staff address of
// its kind (STAFF_MAIL_*), queued in the transaction that stores the request: it goes out
// after the commit (mail/mail-sender.ts), never holds up the visitor, and a send failure is
// retried and logged.

const CONSOLE = '/staff';

export async function queueStaffMail(
  tx: Pick<TransactionDeps, 'queueMail' | 'staffMail'>,
  kind: keyof StaffMailConfig,
  message: Omit<MailMessage, 'to'>,
): Promise<void> {
  const to = tx.staffMail[kind];
  if (to) await tx.queueMail({ to, ...message });
}

export function certificationRequestMail(request: {
  id: number;
  productName: string;
  company: string;
  contactName: string;
  email: string;
}): Omit<MailMessage, 'to'> {
  return {
    subject: `【DPU 官网】新的产品认证申请：${request.productName}（${request.company}）`,
    text: [
      `认证申请 #${request.id} 等待审核。`,
      '',
      `产品：${request.productName}`,
      `公司：${request.company}`,
      `联系人：${request.contactName}（${request.email}）`,
      '',
      `请在员工工作台 ${CONSOLE} 的“产品认证”中处理。`,
    ].join('\n'),
  };
}

export function leadMail(lead: {
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  interested?: string | undefined;
}): Omit<MailMessage, 'to'> {
  const product = lead.interested ? (productByKey(lead.interested)?.name ?? lead.interested) : '';
  return {
    subject: `【DPU 官网】新的销售线索：${lead.company}${product ? `（${product}）` : ''}`,
    text: [
      `姓名：${lead.name}`,
      `公司：${lead.company}`,
      `电话：${lead.phone}`,
      `邮箱：${lead.email}`,
      ...(product ? [`感兴趣的产品：${product}`] : []),
      '',
      lead.message,
      '',
      `请在员工工作台 ${CONSOLE} 的“销售线索”中处理。`,
    ].join('\n'),
  };
}

export function applicationMail(application: {
  id: number;
  jobTitle: string;
  name: string;
  email: string;
  phone: string;
}): Omit<MailMessage, 'to'> {
  return {
    subject: `【DPU 官网】新的职位申请：${application.jobTitle}（${application.name}）`,
    text: [
      `职位：${application.jobTitle}`,
      `姓名：${application.name}`,
      `电话：${application.phone}`,
      `邮箱：${application.email}`,
      '',
      `简历请在员工工作台 ${CONSOLE} 的“职位申请”中查看（申请 #${application.id}）。`,
    ].join('\n'),
  };
}
