import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { grantPurchase, revokeGrant } from '../../../admin/grant-service';
import { trackingRange } from '../../../admin/tracking-range';
import {
  decideCertification,
  listCertifications,
} from '../../../certification/certification-service';
import { sendStoredUpload } from '../../../files/send-file';
import { notFound } from '../../../lib/app-error';
import {
  ApplicationItem,
  GrantBody,
  IdParams,
  LeadItem,
  RejectBody,
  StatusQuery,
  SummaryQuery,
  TrackingSummary,
} from '../../../schemas/admin';
import {
  envelope,
  ErrorEnvelope,
  OK,
  okEnvelope,
  paged,
  PageQuery,
} from '../../../schemas/envelope';
import { StaffCertificationItem } from '../../../schemas/products';
import { adminHooks } from './autohooks';

// api.md 'Staff' (userType admin). The folder's hook answers '401'/'403' to everyone else.
const admin: FastifyPluginAsyncTypebox = async (app) => {
  adminHooks(app);

  app.get(
    '/admin/certifications',
    {
      schema: { querystring: StatusQuery, response: envelope(Type.Array(StaffCertificationItem)) },
    },
    async (request) => ({
      code: '200',
      data: await listCertifications(app.deps, request.query.status),
    }),
  );

  app.post(
    '/admin/certifications/:id/approve',
    { schema: { params: IdParams, response: envelope(StaffCertificationItem) } },
    async (request) => ({
      code: '200',
      data: await decideCertification(
        app.deps,
        Number(request.params.id),
        'approved',
        request.user!.id,
      ),
    }),
  );

  app.post(
    '/admin/certifications/:id/reject',
    {
      schema: {
        params: IdParams,
        body: RejectBody,
        response: envelope(StaffCertificationItem),
      },
      // the reason is optional, and so is the body that carries it
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => ({
      code: '200',
      data: await decideCertification(
        app.deps,
        Number(request.params.id),
        'rejected',
        request.user!.id,
        request.body?.reason,
      ),
    }),
  );

  app.post(
    '/admin/grants',
    { schema: { body: GrantBody, response: okEnvelope } },
    async (request) => {
      await grantPurchase(app.repos, request.body.email, request.body.proId);
      return OK;
    },
  );

  app.delete(
    '/admin/grants',
    { schema: { body: GrantBody, response: okEnvelope } },
    async (request) => {
      await revokeGrant(app.repos, request.body.email, request.body.proId);
      return OK;
    },
  );

  app.get(
    '/admin/leads',
    { schema: { querystring: PageQuery, response: envelope(paged(LeadItem)) } },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      const result = await app.repos.leads.page((page - 1) * pageSize, pageSize);
      return {
        code: '200',
        data: {
          items: result.items.map((lead) => ({ ...lead, interested: lead.interested ?? null })),
          total: result.total,
          page,
          pageSize,
        },
      };
    },
  );

  app.get(
    '/admin/applications',
    { schema: { querystring: PageQuery, response: envelope(paged(ApplicationItem)) } },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      const result = await app.repos.applications.page((page - 1) * pageSize, pageSize);
      return { code: '200', data: { ...result, page, pageSize } };
    },
  );

  // Staff need to read the resumes they list; the stored path never leaves the server.
  app.get(
    '/admin/applications/:id/resume',
    { schema: { params: IdParams, response: { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } } },
    async (request, reply) => {
      const resume = await app.repos.applications.resume(Number(request.params.id));
      if (!resume) throw notFound('简历不存在');
      return sendStoredUpload(
        reply,
        path.join(app.config.dataDir, 'uploads'),
        resume.resumePath,
        resume.resumeType,
        resume.resumeName,
      );
    },
  );

  app.get(
    '/admin/tracking/summary',
    { schema: { querystring: SummaryQuery, response: envelope(TrackingSummary) } },
    async (request) => {
      const range = trackingRange(request.query.from, request.query.to);
      const summary = await app.repos.tracking.summary(range.from, range.toExclusive);
      return { code: '200', data: { from: range.from, to: range.to, ...summary } };
    },
  );
};

export default admin;
