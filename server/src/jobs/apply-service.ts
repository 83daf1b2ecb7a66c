import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentIndex } from '../content/load-content';
import { badRequest } from '../lib/app-error';
import type { UploadedFile } from '../plugins/external/multipart';
import type { Repositories } from '../repositories';
import { detectResumeType, safeFileName } from './resume';

// api.md POST /jobs/apply: the job must be a document of content/jobs (its slug is the
// jobId); the resume is stored under DATA_DIR/uploads with a generated name.

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

export async function applyForJob(
  repos: Repositories,
  content: ContentIndex,
  uploadsDir: string,
  input: ApplyInput,
): Promise<{ id: number }> {
  if (!jobExists(content, input.jobId)) throw badRequest('请求参数有误：职位不存在或已关闭');
  const { data } = input.resume;
  if (!Buffer.isBuffer(data) || data.length === 0) throw badRequest('请上传简历文件');
  const type = detectResumeType(data);
  if (!type) throw badRequest('简历仅支持 PDF 或 Word 文件');
  const month = new Date().toISOString().slice(0, 7);
  const relative = path.join(month, `${randomUUID()}.${type.extension}`);
  await mkdir(path.join(uploadsDir, month), { recursive: true });
  await writeFile(path.join(uploadsDir, relative), data, { flag: 'wx' });
  const id = await repos.applications.insert({
    jobId: input.jobId,
    name: input.name.trim(),
    phone: input.phone.trim(),
    email: input.email.trim(),
    resumeName: safeFileName(input.resume.filename, type.extension),
    resumeType: type.contentType,
    resumeSize: data.length,
    resumePath: relative,
  });
  return { id };
}
