import { randomUUID } from 'node:crypto';
import { fileBody } from '../blobs/blob-store';
import type { ContentIndex } from '../content/load-content';
import { badRequest } from '../lib/app-error';
import { sampleOf } from '../lib/file-sample';
import type { UploadedFile } from '../plugins/external/multipart';
import { applicationMail, queueStaffMail } from '../admin/notify-staff';
import type { UseCaseDeps } from '../use-case-deps';
import { detectResumeType, safeFileName } from './resume';

// docs/api.md POST /jobs/apply: the job must be a document of content/jobs (its slug is the
// jobId); the resume, already in a temporary file, is streamed into the blob store (which
// every instance reads) under a generated key; the application and HR's mail
// (STAFF_MAIL_APPLICATIONS) are stored in one transaction, and the file is deleted if not.

export interface ApplyInput {
  jobId: string;
  name: string;
  phone: string;
  email: string;
  resume: UploadedFile;
}

export function jobExists(index: ContentIndex, jobId: string): boolean {
  return index.documents.some((doc) => doc.dir === '/jobs' && doc.slug === jobId);
}

/** resumes/<YYYY-MM>/<uuid>.<ext>: nothing of the applicant's file name reaches the key. */
export function resumeKey(extension: string): string {
  return `resumes/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${extension}`;
}

/** The job's title as content/jobs names it; the jobId when the job is gone. */
export function jobTitle(index: ContentIndex, jobId: string): string {
  const job = index.documents.find((doc) => doc.dir === '/jobs' && doc.slug === jobId);
  return typeof job?.title === 'string' ? job.title : jobId;
}

export async function applyForJob(
  deps: UseCaseDeps,
  content: ContentIndex,
  input: ApplyInput,
): Promise<{ id: number }> {
  if (!jobExists(content, input.jobId)) throw badRequest('请求参数有误：职位不存在或已关闭');
  const { size } = input.resume;
  if (size === 0) throw badRequest('请上传简历文件');
  const type = detectResumeType(await sampleOf(input.resume.path, size));
  if (!type) throw badRequest('简历仅支持 PDF 或 Word 文件');
  const key = resumeKey(type.extension);
  await deps.blobs.put(key, fileBody(input.resume.path), { contentType: type.contentType });
  const fields = {
    jobId: input.jobId,
    name: input.name.trim(),
    phone: input.phone.trim(),
    email: input.email.trim(),
  };
  const resume = {
    resumeName: safeFileName(input.resume.filename, type.extension, 'resume'),
    resumeType: type.contentType,
    resumeSize: size,
    resumeKey: key,
  };
  const title = jobTitle(content, input.jobId);
  try {
    return await deps.inTransaction(async (tx) => {
      const id = await tx.repos.applications.insert({ ...fields, ...resume });
      await queueStaffMail(tx, 'applications', applicationMail({ id, jobTitle: title, ...fields }));
      return { id };
    });
  } catch (error) {
    // the blob store is no part of the transaction: an application not stored keeps no file
    await deps.blobs.delete(key).catch((cause: unknown) => deps.logError(cause, 'résumé cleanup'));
    throw error;
  }
}
