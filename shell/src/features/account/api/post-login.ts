import { postJson } from '@dpu/api-client';
import type { ApiEnvelope, AuthSession, LoginRequest } from '@dpu/contracts';

// docs/api.md POST /user/login: {account, password} → {token, userName, userType}; '401'
// 账号或密码错误 for any wrong pair; '429' when rate-limited.
export const LOGIN_URL = '/user/login';

export function login(request: LoginRequest): Promise<ApiEnvelope<AuthSession>> {
  return postJson<AuthSession>(LOGIN_URL, request);
}
