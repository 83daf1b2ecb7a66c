import { postJson } from '@dpu/api-client';
import type { ApiEnvelope, ForgetCodeRequest, ForgetResetRequest } from '@dpu/contracts';

// docs/api.md password recovery: a 6-digit code by e-mail (always '200', no account
// enumeration), then the code and a new password ('400' for a wrong or expired code).
export const FORGET_CODE_URL = '/user/forget/code';
export const FORGET_RESET_URL = '/user/forget/reset';

export function requestResetCode(request: ForgetCodeRequest): Promise<ApiEnvelope> {
  return postJson(FORGET_CODE_URL, request);
}

export function resetPassword(request: ForgetResetRequest): Promise<ApiEnvelope> {
  return postJson(FORGET_RESET_URL, request);
}
