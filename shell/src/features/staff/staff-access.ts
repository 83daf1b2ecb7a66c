import { isSuccess, useQuery } from '@dpu/api-client';
import { isStaffRole, STAFF_USER_TYPE, type LoginStatus, type StaffRole } from '@dpu/contracts';
import { currentToken, useHasToken } from '@dpu/session';
import { loginStatusQuery } from '../../lib/session/login-status';

/**
 * Who is looking at /staff: 'unknown' while the page hydrates or the server has not yet
 * answered, 'anonymous' without a (valid) token, 'forbidden' for anyone but staff.
 */
export type StaffAccess = 'unknown' | 'anonymous' | 'forbidden' | 'staff';

export interface LoginStatusAnswer {
  code: string;
  data?: Pick<LoginStatus, 'userType' | 'roles'> | null;
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

/**
 * The staff member's roles as the login-status answer carries them (docs/api.md 'Staff
 * roles'); none when the answer has none — sections then stay hidden, not shown.
 */
export function staffRoles(status: LoginStatusAnswer | undefined): StaffRole[] {
  const roles = status?.data?.roles ?? [];
  return roles.filter(isStaffRole);
}

export interface StaffViewer {
  access: StaffAccess;
  roles: StaffRole[];
}

/** The user's userType and roles as the server has them now (not as at the last login). */
export function useStaffAccess(): StaffViewer {
  const hasToken = useHasToken();
  // the layout's login-status check asks the same query: one request per visit
  const status = useQuery({
    ...loginStatusQuery(hasToken ? (currentToken() ?? '') : ''),
    enabled: hasToken === true,
  });
  return {
    access: staffAccess(hasToken, status.data, status.isError),
    roles: staffRoles(status.data),
  };
}
