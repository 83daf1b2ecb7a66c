import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestUser } from '../../../plugins/app/auth';

/** The staff console's resources, one folder each under routes/api/admin. */
export type StaffResource =
  'certifications' | 'grants' | 'leads' | 'applications' | 'audit' | 'tracking' | 'media' | 'staff';

/**
 * Guards one resource folder (fastify/demo's autohooks): every staff call needs a token of
 * a userType 'admin' user — '401' without a valid token, '403' for others — checked before
 * the body is even read. requireAdmin then checks the staff member's roles against the
 * route: which roles open which resource is one line per resource in
 * staff-roles/route-roles.ts (by path, so the studio and any new folder are covered too,
 * and a resource with no line there is 管理员's only).
 */
export function staffGuard(app: FastifyInstance, _resource: StaffResource): void {
  app.addHook('onRequest', app.requireAdmin);
}

/** The whole-folder guard of routes that name no resource (kept for admin/media). */
export function adminHooks(app: FastifyInstance): void {
  staffGuard(app, 'media');
}

/** The staff member making the call (behind staffGuard); the audit log names them. */
export function staffId(request: FastifyRequest): number {
  return requestUser(request).id;
}

/** The numeric :id of a route's params (IdParams has already checked its digits). */
export function idOf(params: { id: string }): number {
  return Number(params.id);
}
