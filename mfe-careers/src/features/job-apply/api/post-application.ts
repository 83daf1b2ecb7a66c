import { submitJson, type SubmitResult } from '@dpu/api-client';
import { RESUME_MAX_BYTES } from '@dpu/contracts';

export interface ApplicationInput {
  jobId: string;
  name: string;
  phone: string;
  email: string;
  resume: File;
}

/** docs/api.md POST /jobs/apply as multipart {jobId, name, phone, email, resume}. */
export function submitApplication(
  input: ApplicationInput,
): Promise<SubmitResult<{ id?: string | number }>> {
  const form = new FormData();
  form.append('jobId', input.jobId);
  form.append('name', input.name.trim());
  form.append('phone', input.phone.trim());
  form.append('email', input.email.trim());
  form.append('resume', input.resume, input.resume.name);
  return submitJson('/jobs/apply', form, {
    failed: '提交失败，请稍后重试。',
    network: '网络异常，申请未提交成功，请检查网络后重试。',
    // for error answers that carry no message of their own
    byCode: {
      '413': `简历文件过大，请上传不超过 ${RESUME_MAX_BYTES / 1024 / 1024} MB 的文件。`,
      '400': '提交的信息有误，请检查后重试。',
      '429': '提交过于频繁，请稍后再试。',
    },
  });
}
