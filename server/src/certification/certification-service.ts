import {
  productByProId,
  type CertificationRequest,
  type CertificationStatus,
} from '@dpu/contracts';
import type { Paged, StaffCertificationQuery } from '@dpu/contracts/schemas';
import type { SessionUser } from '../accounts/sessions-repository';
import { certificationRequestMail, notifyStaff } from '../admin/notify-staff';
import { pageOf } from '../admin/paging';
import { badRequest, conflict, notFound } from '../lib/app-error';
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
  const userId = user.id;
  const product = productByProId(input.proId);
  if (!product) throw badRequest('请求参数有误：产品不存在');
  if (product.series !== input.series) throw badRequest('请求参数有误：产品系列与产品不匹配');
  if (await deps.repos.grants.has(userId, product.proId)) {
    throw conflict('您已拥有该产品的资料权限，无需认证');
  }
  if (await deps.repos.certifications.hasPending(userId, product.proId)) {
    throw conflict('该产品的认证申请正在审核中，请耐心等待');
  }
  const id = await deps.repos.certifications.insert({
    userId,
    proId: product.proId,
    series: product.series,
    serialNumber: input.serialNumber.trim(),
    company: input.company.trim(),
    contactName: input.contactName.trim(),
    phone: input.phone.trim(),
    orderNumber: input.orderNumber?.trim() || null,
    remark: input.remark?.trim() || null,
  });
  notifyStaff(
    deps,
    'certifications',
    certificationRequestMail({
      id,
      productName: product.name,
      company: input.company.trim(),
      contactName: input.contactName.trim(),
      email: user.email,
    }),
  );
  return { id, status: 'pending' };
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
  return pageOf(query, (offset, limit) => repos.certifications.page(filter, offset, limit));
}

/** Staff decision; approval grants the product and mails the customer. */
export async function decideCertification(
  deps: UseCaseDeps,
  id: number,
  decision: 'approved' | 'rejected',
  deciderId: number | null,
  reason?: string,
): Promise<Certification> {
  const request = await deps.repos.certifications.byId(id);
  if (!request) throw notFound('认证申请不存在');
  if (request.status !== 'pending') throw conflict('该认证申请已处理');
  const decided = await deps.repos.certifications.decide(
    id,
    decision,
    deciderId,
    reason?.trim() || null,
  );
  if (!decided) throw conflict('该认证申请已处理');
  if (decision === 'approved') {
    await deps.repos.grants.add(request.userId, request.proId, 'certification');
  }
  await deps.repos.audit.record({
    actorId: deciderId,
    action: decision === 'approved' ? 'approve' : 'reject',
    target: `认证申请 #${id} · ${request.email} · ${request.productName}`,
    detail: reason?.trim() ?? '',
  });
  void deps.mailer
    .send({
      to: request.email,
      subject:
        decision === 'approved'
          ? `【DPU 官网】${request.productName} 产品认证已通过`
          : `【DPU 官网】${request.productName} 产品认证未通过`,
      text:
        decision === 'approved'
          ? [
              `${request.userName}，您好：`,
              '',
              `您提交的 ${request.productName}（序列号 ${request.serialNumber}）产品认证已通过。`,
              '现在可以登录官网，在“客户支持”中获取该产品的驱动、文档与公告。',
            ].join('\n')
          : [
              `${request.userName}，您好：`,
              '',
              `您提交的 ${request.productName}（序列号 ${request.serialNumber}）产品认证未通过。`,
              reason?.trim() ? `原因：${reason.trim()}` : '如有疑问，请联系我们的销售或技术支持。',
            ].join('\n'),
    })
    .catch((error: unknown) => deps.logError(error, 'certification mail'));
  return (await deps.repos.certifications.byId(id))!;
}
