import { useQuery } from '@tanstack/react-query';
import { isSuccess } from '@dpu/api-client';
import { STAFF_USER_TYPE, type LoginStatus } from '@dpu/contracts';
import { currentToken, useHasToken } from '@dpu/session';
import { loginStatusQuery } from '../../lib/session/login-status';

/**
 * Who is looking at /staff: 'unknown' while the page hydrates or the server has not yet
 * answered, 'anonymous' without a (valid) token, 'forbidden' for anyone but staff.
 */
export type StaffAccess = 'unknown' | 'anonymous' | 'forbidden' | 'staff';

export interface LoginStatusAnswer {
  code: string;
  data?: Pick<LoginStatus, 'userType'> | null;
}

export function staffAccess(
  hasToken: boolean | undefined,
  status: LoginStatusAnswer | undefined,
  failed: boolean,
): StaffAccess {
  if (hasToken === undefined) return 'unknown';
  if (!hasToken) return 'anonymous';
  // the server cannot be asked: not knowing is no grant of access
  if (failed) return 'forbidden';
  if (!status) return 'unknown';
  if (!isSuccess(status) || !status.data) return status.code === '401' ? 'anonymous' : 'forbidden';
  return status.data.userType === STAFF_USER_TYPE ? 'staff' : 'forbidden';
}

/** The user's userType as the server has it now (not as stored at the last login). */
export function useStaffAccess(): StaffAccess {
  const hasToken = useHasToken();
  // the layout's login-status check asks the same query: one request per visit
  const status = useQuery({
    ...loginStatusQuery(hasToken ? (currentToken() ?? '') : ''),
    enabled: hasToken === true,
  });
  return staffAccess(hasToken, status.data, status.isError);
}
