import type { FastifyPluginAsync } from 'fastify';
import applications from './applications/index';
import audit from './audit/index';
import certifications from './certifications/index';
import grants from './grants/index';
import leads from './leads/index';
import staff from './staff/index';
import tracking from './tracking/index';

// docs/api.md 'Staff' lists every call with its parameters. One folder per resource, each
// guarded by its own staffGuard (autohooks.ts); each route calls one use case and replies.
// Lists filter, sort and page in SQL (admin/paging.ts). The media library is admin/media.
const admin: FastifyPluginAsync = async (app) => {
  await app.register(certifications);
  await app.register(grants);
  await app.register(leads);
  await app.register(applications);
  await app.register(audit);
  await app.register(tracking);
  await app.register(staff);
};

export default admin;
