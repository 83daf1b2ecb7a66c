import { postJson } from '@dpu/api-client';
import type { ApiEnvelope, AuthSessionData, RegisterRequest } from '@dpu/contracts';

// docs/api.md POST /user/register → {token, userName, userType}; '409' e-mail taken; '400'
// naming the bad field.
export const REGISTER_URL = '/user/register';

export function register(request: RegisterRequest): Promise<ApiEnvelope<AuthSessionData>> {
  return postJson<AuthSessionData>(REGISTER_URL, request);
}
