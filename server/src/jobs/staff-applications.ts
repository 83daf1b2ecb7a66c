import { APPLICATION_STATUS_LABELS as STATUS_LABELS, type ApplicationStatus } from '@dpu/contracts';
import type {
  Paged,
  StaffApplication,
  StaffApplicationQuery,
  StaffJobSummary,
} from '@dpu/contracts/schemas';
import { pageOf } from '../admin/paging';
import type { ContentIndex } from '../content/load-content';
import { notFound } from '../lib/app-error';
import type { UseCaseDeps } from '../use-case-deps';
import { jobTitle } from './apply-service';
import type { StoredResume } from './applications-repository';

// The staff console's 'Applications' (docs/api.md 'Staff'): the list, the jobs that received
// applications, a status change and résumé downloads, each action in the audit log.

export async function applicationsPage(
  { repos }: UseCaseDeps,
  query: StaffApplicationQuery,
): Promise<Paged<StaffApplication>> {
  const { jobId, status, sort } = query;
  const filter = {
    ...(jobId ? { jobId } : {}),
    ...(status ? { status } : {}),
    ...(sort ? { sort } : {}),
  };
  return pageOf(query, (window) => repos.applications.page(filter, window));
}

export async function jobSummaries(
  { repos }: UseCaseDeps,
  content: ContentIndex,
): Promise<StaffJobSummary[]> {
  const counts = await repos.applications.countsByJob();
  return counts.map((job) => ({ ...job, title: jobTitle(content, job.jobId) }));
}

/** The new status and its audit row together. */
export async function setApplicationStatus(
  deps: UseCaseDeps,
  id: number,
  status: ApplicationStatus,
  actorId: number,
): Promise<StaffApplication> {
  return deps.inTransaction(async ({ repos }) => {
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
  });
}

/** The stored résumé of an application; every download is audited. */
export async function resumeForDownload(
  { repos }: UseCaseDeps,
  id: number,
  actorId: number,
): Promise<StoredResume> {
  const resume = await repos.applications.resume(id);
  if (!resume) throw notFound('简历不存在');
  if (!resume.resumeKey) throw notFound('简历文件不存在');
  await repos.audit.record({
    actorId,
    action: 'resume_download',
    target: `职位申请 #${id} · ${resume.name} · ${resume.jobId}`,
    detail: resume.resumeName,
  });
  return resume;
}
