import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditEntry, AuditQuery, envelope, paged } from '@dpu/contracts/schemas';
import { auditPage } from '../../../../admin/staff-reports';
import { staffGuard } from '../autohooks';

// The audit log: every staff action, newest first.
const audit: FastifyPluginAsyncTypebox = async (app) => {
  staffGuard(app, 'audit');

  app.get(
    '/admin/audit',
    { schema: { querystring: AuditQuery, response: envelope(paged(AuditEntry)) } },
    async (request) => ({ code: '200', data: await auditPage(app.deps, request.query) }),
  );
};

export default audit;
