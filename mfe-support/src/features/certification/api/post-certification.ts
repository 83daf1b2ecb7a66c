import { submitJson, type SubmitResult } from '@dpu/api-client';
import type { CertificationRequest, CertificationStatus } from '@dpu/contracts';

const SUBMIT_FAILED_TEXT = '提交失败，请检查网络后重试';

/** docs/api.md POST /certification → {id, status:'pending'}. */
export function createCertification(
  request: CertificationRequest,
): Promise<SubmitResult<{ id: number; status: CertificationStatus }>> {
  return submitJson('/certification', request, {
    failed: SUBMIT_FAILED_TEXT,
    network: SUBMIT_FAILED_TEXT,
  });
}
