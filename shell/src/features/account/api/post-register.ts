import { submitJson, type SubmitResult } from '@dpu/api-client';
import type { AuthSession, RegisterRequest } from '@dpu/contracts';
import { NETWORK_ERROR_TEXT } from '../complete-login';

// docs/api.md POST /user/register → {token, userName, userType}; '409' e-mail taken; '400'
// naming the bad field.
export const REGISTER_URL = '/user/register';

export function register(request: RegisterRequest): Promise<SubmitResult<AuthSession>> {
  return submitJson<AuthSession>(REGISTER_URL, request, {
    failed: '注册失败，请稍后重试',
    network: NETWORK_ERROR_TEXT,
    byCode: { '409': '该邮箱已注册' },
  });
}
