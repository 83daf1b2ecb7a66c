import { staffMay, type StaffRole } from '@dpu/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/app-error';
import type { StaffRepository } from './staff-repository';
import { rolesForStaffRoute } from './route-roles';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member's roles, set by requireAdmin on every staff route. */
    staffRoles: StaffRole[] | null;
  }
}

export const NO_ROLE_MESSAGE = '您的角色无权进行此操作';
export const DISABLED_MESSAGE = '该员工账号已停用，请联系管理员';

/**
 * '403' unless the signed-in staff member's roles open this route (route-roles.ts). The
 * roles are read afresh (not from the session cache), so a change counts on the next call.
 */
export async function assertStaffMay(
  request: FastifyRequest,
  staff: StaffRepository,
  userId: number,
): Promise<void> {
  const access = await staff.access(userId);
  if (!access || access.disabled) throw forbidden(access ? DISABLED_MESSAGE : NO_ROLE_MESSAGE);
  request.staffRoles = access.roles;
  const url = request.routeOptions.url ?? request.url;
  if (!staffMay(access.roles, rolesForStaffRoute(request.method, url))) {
    throw forbidden(NO_ROLE_MESSAGE);
  }
}

/** The roles requireAdmin found (a route behind it only); none otherwise. */
export function staffRolesOf(request: FastifyRequest): StaffRole[] {
  return request.staffRoles ?? [];
}
