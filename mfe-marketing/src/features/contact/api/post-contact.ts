import { isSuccess, postJson } from '@dpu/api-client';
import type { ContactRequest } from '@dpu/contracts';

export type LeadResult = { ok: true } | { ok: false; message: string };

/** docs/api.md POST /contact: one lead. Errors come back as a message fit to show. */
export async function createLead(request: ContactRequest): Promise<LeadResult> {
  try {
    const body = await postJson<unknown>('/contact', request);
    if (isSuccess(body)) return { ok: true };
    return { ok: false, message: body?.msg || '提交失败，请稍后重试。' };
  } catch {
    return { ok: false, message: '网络异常，提交未成功，请检查网络后重试。' };
  }
}
