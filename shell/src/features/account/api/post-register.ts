import { postJson } from '@dpu/api-client';
import type { ApiEnvelope, AuthSession, RegisterRequest } from '@dpu/contracts';

// docs/api.md POST /user/register → {token, userName, userType}; '409' e-mail taken; '400'
// naming the bad field.
export const REGISTER_URL = '/user/register';

export function register(request: RegisterRequest): Promise<ApiEnvelope<AuthSession>> {
  return postJson<AuthSession>(REGISTER_URL, request);
}
