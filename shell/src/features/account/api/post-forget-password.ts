import { submitJson, type SubmitMessages, type SubmitResult } from '@dpu/api-client';
import type { ForgetCodeRequest, ForgetResetRequest } from '@dpu/contracts';
import { NETWORK_ERROR_TEXT } from '../complete-login';

// docs/api.md password recovery: a 6-digit code by e-mail (always '200', no account
// enumeration), then the code and a new password ('400' for a wrong or expired code).
export const FORGET_CODE_URL = '/user/forget/code';
export const FORGET_RESET_URL = '/user/forget/reset';

const MESSAGES: SubmitMessages = { failed: '操作失败，请稍后重试', network: NETWORK_ERROR_TEXT };

export function requestResetCode(request: ForgetCodeRequest): Promise<SubmitResult> {
  return submitJson(FORGET_CODE_URL, request, MESSAGES);
}

export function resetPassword(request: ForgetResetRequest): Promise<SubmitResult> {
  return submitJson(FORGET_RESET_URL, request, MESSAGES);
}
