import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditEntry, AuditQuery } from '@dpu/contracts/schemas';
import { auditPage } from '../../../../admin/staff-reports';
import { staffGuard } from '../autohooks';
import { pagedListRoute } from '../paged-list';

// The audit log: every staff action, newest first.
const audit: FastifyPluginAsyncTypebox = async (app) => {
  staffGuard(app, 'audit');

  pagedListRoute(app, '/admin/audit', { query: AuditQuery, item: AuditEntry, page: auditPage });
};

export default audit;
