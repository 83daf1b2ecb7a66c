import { APPLICATION_STATUS_LABELS as STATUS_LABELS, type ApplicationStatus } from '@dpu/contracts';
import { notFound } from '../lib/app-error';
import type { Repositories } from '../repositories';
import type { Application } from '../jobs/applications-repository';
import type { Lead } from '../leads/leads-repository';

// Staff actions on leads and applications, each recorded in the audit log.

export async function setApplicationStatus(
  repos: Repositories,
  id: number,
  status: ApplicationStatus,
  actorId: number,
): Promise<Application> {
  const before = await repos.applications.byId(id);
  if (!before) throw notFound('职位申请不存在');
  const updated = (await repos.applications.setStatus(id, status))!;
  await repos.audit.record({
    actorId,
    action: 'application_status',
    target: `职位申请 #${id} · ${updated.name} · ${updated.jobId}`,
    detail: `${STATUS_LABELS[before.status]} → ${STATUS_LABELS[status]}`,
  });
  return updated;
}

export async function setLeadHandled(
  repos: Repositories,
  id: number,
  handled: boolean,
  actorId: number,
): Promise<Lead> {
  const lead = await repos.leads.setHandled(id, handled, actorId);
  if (!lead) throw notFound('线索不存在');
  await repos.audit.record({
    actorId,
    action: 'lead_handled',
    target: `线索 #${id} · ${lead.company} · ${lead.email}`,
    detail: handled ? '标记为已处理' : '标记为未处理',
  });
  return lead;
}

export async function recordResumeDownload(
  repos: Repositories,
  id: number,
  resume: { name: string; jobId: string; resumeName: string },
  actorId: number,
): Promise<void> {
  await repos.audit.record({
    actorId,
    action: 'resume_download',
    target: `职位申请 #${id} · ${resume.name} · ${resume.jobId}`,
    detail: resume.resumeName,
  });
}
