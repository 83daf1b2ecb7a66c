import {
  productByProId,
  type CertificationRequest,
  type CertificationStatus,
} from '@dpu/contracts';
import type { Paged, StaffCertificationQuery } from '@dpu/contracts/schemas';
import type { SessionUser } from '../accounts/sessions-repository';
import { certificationRequestMail, queueStaffMail } from '../admin/notify-staff';
import { pageOf } from '../admin/paging';
import { badRequest, conflict, notFound } from '../lib/app-error';
import type { MailMessage } from '../mail/mailer';
import type { UseCaseDeps } from '../use-case-deps';
import type { Certification } from './certifications-repository';

// Certification (docs/decisions.md): a customer asks; staff approve (which grants the
// product and mails the customer) or reject.

/** A customer's request; staff are mailed about it (STAFF_MAIL_CERTIFICATIONS). */
export async function requestCertification(
  deps: UseCaseDeps,
  user: SessionUser,
  input: CertificationRequest,
): Promise<{ id: number; status: 'pending' }> {
  const product = productByProId(input.proId);
  if (!product) throw badRequest('请求参数有误：产品不存在');
  if (product.series !== input.series) throw badRequest('请求参数有误：产品系列与产品不匹配');
  const company = input.company.trim();
  const contactName = input.contactName.trim();
  return deps.inTransaction(async (tx) => {
    if (await tx.repos.grants.has(user.id, product.proId)) {
      throw conflict('您已拥有该产品的资料权限，无需认证');
    }
    if (await tx.repos.certifications.hasPending(user.id, product.proId)) {
      throw conflict('该产品的认证申请正在审核中，请耐心等待');
    }
    const id = await tx.repos.certifications.insert({
      userId: user.id,
      proId: product.proId,
      series: product.series,
      serialNumber: input.serialNumber.trim(),
      company,
      contactName,
      phone: input.phone.trim(),
      orderNumber: input.orderNumber?.trim() || null,
      remark: input.remark?.trim() || null,
    });
    const mail = { id, productName: product.name, company, contactName, email: user.email };
    await queueStaffMail(tx, 'certifications', certificationRequestMail(mail));
    return { id, status: 'pending' as const };
  });
}

export type PublicCertification = Omit<Certification, 'userId' | 'email' | 'userName'>;

export async function myCertifications(
  deps: UseCaseDeps,
  userId: number,
): Promise<PublicCertification[]> {
  const rows = await deps.repos.certifications.forUser(userId);
  return rows.map(({ userId: _u, email: _e, userName: _n, ...rest }) => rest);
}

export async function listCertifications(
  deps: UseCaseDeps,
  status: CertificationStatus | undefined,
): Promise<Certification[]> {
  return deps.repos.certifications.byStatus(status);
}

/** The staff queue: pending first, filtered and paged. */
export async function certificationsPage(
  { repos }: UseCaseDeps,
  query: StaffCertificationQuery,
): Promise<Paged<Certification>> {
  const { status, proId, q, sort } = query;
  const filter = {
    ...(status ? { status } : {}),
    ...(proId ? { proId } : {}),
    ...(q?.trim() ? { q: q.trim() } : {}),
    ...(sort ? { sort } : {}),
  };
  return pageOf(query, (window) => repos.certifications.page(filter, window));
}

/**
 * Staff decision, in one transaction: the decision, the grant (on approval), the audit row
 * and the customer's mail all happen, or none does.
 */
export async function decideCertification(
  deps: UseCaseDeps,
  id: number,
  decision: 'approved' | 'rejected',
  deciderId: number | null,
  reason?: string,
): Promise<Certification> {
  const why = reason?.trim() || null;
  return deps.inTransaction(async ({ repos, queueMail }) => {
    const request = await repos.certifications.byId(id);
    if (!request) throw notFound('认证申请不存在');
    if (request.status !== 'pending') throw conflict('该认证申请已处理');
    if (!(await repos.certifications.decide(id, decision, deciderId, why))) {
      throw conflict('该认证申请已处理');
    }
    if (decision === 'approved') {
      await repos.grants.add(request.userId, request.proId, 'certification');
    }
    await repos.audit.record({
      actorId: deciderId,
      action: decision === 'approved' ? 'approve' : 'reject',
      target: `认证申请 #${id} · ${request.email} · ${request.productName}`,
      detail: why ?? '',
    });
    await queueMail(decisionMail(request, decision, why));
    return (await repos.certifications.byId(id))!;
  });
}

function decisionMail(
  request: Certification,
  decision: 'approved' | 'rejected',
  reason: string | null,
): MailMessage {
  const approved = decision === 'approved';
  const product = `${request.productName}（序列号 ${request.serialNumber}）`;
  return {
    to: request.email,
    subject: `【DPU 官网】${request.productName} 产品认证${approved ? '已通过' : '未通过'}`,
    text: [
      `${request.userName}，您好：`,
      '',
      `您提交的 ${product}产品认证${approved ? '已通过' : '未通过'}。`,
      approved
        ? '现在可以登录官网，在“客户支持”中获取该产品的驱动、文档与公告。'
        : reason
          ? `原因：${reason}`
          : '如有疑问，请联系我们的销售或技术支持。',
    ].join('\n'),
  };
}
