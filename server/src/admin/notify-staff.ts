import { productByKey } from '@dpu/contracts';
import type { StaffMailConfig } from '../config';
import type { MailMessage } from '../mail/mailer';
import type { UseCaseDeps } from '../use-case-deps';

// A new certification request, lead or job application is mailed to the staff address of
// its kind (STAFF_MAIL_*). Sending never holds up or fails the visitor's request: a failure
// is logged and the request has already been stored.

const CONSOLE = '/staff';

export function notifyStaff(
  deps: Pick<UseCaseDeps, 'mailer' | 'staffMail' | 'logError'>,
  kind: keyof StaffMailConfig,
  message: Omit<MailMessage, 'to'>,
): void {
  const to = deps.staffMail[kind];
  if (!to) return;
  void deps.mailer
    .send({ to, ...message })
    .catch((error: unknown) => deps.logError(error, 'staff notification mail'));
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
