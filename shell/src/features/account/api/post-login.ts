import { submitJson, type SubmitResult } from '@dpu/api-client';
import type { AuthSession, LoginRequest } from '@dpu/contracts';
import { NETWORK_ERROR_TEXT } from '../complete-login';

// docs/api.md POST /user/login: {account, password} → {token, userName, userType}; '401'
// 账号或密码错误 for any wrong pair; '429' when rate-limited.
export const LOGIN_URL = '/user/login';

export function login(request: LoginRequest): Promise<SubmitResult<AuthSession>> {
  return submitJson<AuthSession>(LOGIN_URL, request, {
    failed: '登录失败，请稍后重试',
    network: NETWORK_ERROR_TEXT,
  });
}
