import { isSuccess, postJson } from '@dpu/api-client';
import type { CertificationRequest, CertificationStatus } from '@dpu/contracts';

export type SubmitResult = { ok: true; id?: number } | { ok: false; code: string; message: string };

export const SUBMIT_FAILED_TEXT = '提交失败，请检查网络后重试';

/** docs/api.md POST /certification → {id, status:'pending'}. */
export async function createCertification(request: CertificationRequest): Promise<SubmitResult> {
  try {
    const body = await postJson<{ id: number; status: CertificationStatus }>(
      '/certification',
      request,
    );
    if (isSuccess(body)) return { ok: true, id: body.data?.id };
    return { ok: false, code: body?.code ?? '500', message: body?.msg || SUBMIT_FAILED_TEXT };
  } catch {
    return { ok: false, code: 'network', message: SUBMIT_FAILED_TEXT };
  }
}
