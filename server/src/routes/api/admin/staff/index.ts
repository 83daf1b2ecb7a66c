import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  envelope,
  IdParams,
  StaffAccount,
  StaffAccountQuery,
  StaffDisabledBody,
  StaffInviteBody,
  StaffRolesBody,
} from '@dpu/contracts/schemas';
import { requestUser } from '../../../../plugins/app/auth';
import {
  changeStaffRoles,
  inviteStaff,
  listStaff,
  resendInvite,
  setStaffDisabled,
  type StaffDeps,
} from '../../../../staff-roles/staff-accounts';
import { idOf, staffGuard, staffId } from '../autohooks';

// docs/api.md 'Staff accounts': 管理员 only (staff-roles/route-roles.ts, '/api/admin/staff').
const staff: FastifyPluginAsyncTypebox = async (app) => {
  staffGuard(app, 'staff');
  const ctx: StaffDeps = { db: app.db, deps: app.deps, siteUrl: app.config.siteUrl };

  app.get(
    '/admin/staff',
    { schema: { querystring: StaffAccountQuery, response: envelope(Type.Array(StaffAccount)) } },
    async (request) => ({ code: '200', data: await listStaff(app.deps, request.query) }),
  );

  app.post(
    '/admin/staff',
    { schema: { body: StaffInviteBody, response: envelope(StaffAccount) } },
    async (request) => ({
      code: '200',
      data: await inviteStaff(ctx, requestUser(request), request.body),
    }),
  );

  app.post(
    '/admin/staff/:id/invite',
    { schema: { params: IdParams, response: envelope(StaffAccount) } },
    async (request) => ({
      code: '200',
      data: await resendInvite(ctx, requestUser(request), idOf(request.params)),
    }),
  );

  app.put(
    '/admin/staff/:id/roles',
    { schema: { params: IdParams, body: StaffRolesBody, response: envelope(StaffAccount) } },
    async (request) => ({
      code: '200',
      data: await changeStaffRoles(ctx, staffId(request), idOf(request.params), request.body.roles),
    }),
  );

  app.put(
    '/admin/staff/:id/disabled',
    { schema: { params: IdParams, body: StaffDisabledBody, response: envelope(StaffAccount) } },
    async (request) => ({
      code: '200',
      data: await setStaffDisabled(
        ctx,
        staffId(request),
        idOf(request.params),
        request.body.disabled,
      ),
    }),
  );
};

export default staff;
