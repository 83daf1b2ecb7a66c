import { submitJson, type SubmitResult } from '@dpu/api-client';
import type { ContactRequest } from '@dpu/contracts';

/** docs/api.md POST /contact: one lead. Errors come back as a message fit to show. */
export function createLead(request: ContactRequest): Promise<SubmitResult> {
  return submitJson('/contact', request, {
    failed: '提交失败，请稍后重试。',
    network: '网络异常，提交未成功，请检查网络后重试。',
  });
}
