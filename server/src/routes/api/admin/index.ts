import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { grantPurchase, revokeGrant } from '../../../admin/grant-service';
import { sendLeadsCsv } from '../../../admin/leads-csv';
import {
  recordResumeDownload,
  setApplicationStatus,
  setLeadHandled,
} from '../../../admin/staff-actions';
import { dayRange, trackingRange } from '../../../admin/tracking-range';
import { decideCertification } from '../../../certification/certification-service';
import { sendStoredUpload } from '../../../files/send-file';
import { jobTitle } from '../../../jobs/apply-service';
import { notFound } from '../../../lib/app-error';
import {
  ApplicationStatusBody,
  AuditEntry,
  AuditQuery,
  envelope,
  errorEnvelopes,
  GrantBody,
  HandledBody,
  IdParams,
  OK,
  okEnvelope,
  paged,
  RejectBody,
  StaffApplication,
  StaffApplicationQuery,
  StaffCertification,
  StaffCertificationQuery,
  StaffCustomer,
  StaffCustomerQuery,
  StaffJobSummary,
  StaffLead,
  StaffLeadQuery,
  TrackingSummary,
  TrackingSummaryQuery,
} from '@dpu/contracts/schemas';
import { adminHooks } from './autohooks';

/** The most rows one CSV export holds (a narrower date range exports the rest). */
export const LEADS_EXPORT_LIMIT = 50_000;

function paging(query: { page?: number; pageSize?: number }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function leadFilter(query: StaffLeadQuery) {
  return {
    ...(query.interested ? { interested: query.interested } : {}),
    ...dayRange(query.from, query.to),
    ...(query.handled ? { handled: query.handled === 'yes' } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
  };
}

// docs/api.md 'Staff' (userType admin) lists every call with its parameters. The
// folder's hook answers '401'/'403' to everyone else. Lists filter, sort and page in SQL.
const admin: FastifyPluginAsyncTypebox = async (app) => {
  adminHooks(app);

  app.get(
    '/admin/certifications',
    {
      schema: {
        querystring: StaffCertificationQuery,
        response: envelope(paged(StaffCertification)),
      },
    },
    async (request) => {
      const { page, pageSize, offset } = paging(request.query);
      const { status, proId, q, sort } = request.query;
      const result = await app.repos.certifications.page(
        {
          ...(status ? { status } : {}),
          ...(proId ? { proId } : {}),
          ...(q?.trim() ? { q: q.trim() } : {}),
          ...(sort ? { sort } : {}),
        },
        offset,
        pageSize,
      );
      return { code: '200', data: { ...result, page, pageSize } };
    },
  );

  app.post(
    '/admin/certifications/:id/approve',
    { schema: { params: IdParams, response: envelope(StaffCertification) } },
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
        response: envelope(StaffCertification),
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

  app.get(
    '/admin/customers',
    { schema: { querystring: StaffCustomerQuery, response: envelope(paged(StaffCustomer)) } },
    async (request) => {
      const { page, pageSize, offset } = paging(request.query);
      const result = await app.repos.customers.search(request.query.q, offset, pageSize);
      return { code: '200', data: { ...result, page, pageSize } };
    },
  );

  app.post(
    '/admin/grants',
    { schema: { body: GrantBody, response: okEnvelope } },
    async (request) => {
      await grantPurchase(app.repos, request.body.email, request.body.proId, request.user!.id);
      return OK;
    },
  );

  app.delete(
    '/admin/grants',
    { schema: { body: GrantBody, response: okEnvelope } },
    async (request) => {
      await revokeGrant(app.repos, request.body.email, request.body.proId, request.user!.id);
      return OK;
    },
  );

  app.get(
    '/admin/leads',
    { schema: { querystring: StaffLeadQuery, response: envelope(paged(StaffLead)) } },
    async (request) => {
      const { page, pageSize, offset } = paging(request.query);
      const result = await app.repos.leads.page(leadFilter(request.query), offset, pageSize);
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

  // The same filters as the list, every matching row (up to LEADS_EXPORT_LIMIT).
  app.get(
    '/admin/leads/export',
    {
      schema: { querystring: StaffLeadQuery, response: errorEnvelopes },
    },
    async (request, reply) => {
      const leads = await app.repos.leads.list(leadFilter(request.query), LEADS_EXPORT_LIMIT);
      return sendLeadsCsv(reply, leads);
    },
  );

  app.post(
    '/admin/leads/:id/handled',
    { schema: { params: IdParams, body: HandledBody, response: envelope(StaffLead) } },
    async (request) => {
      const lead = await setLeadHandled(
        app.repos,
        Number(request.params.id),
        request.body.handled,
        request.user!.id,
      );
      return { code: '200', data: { ...lead, interested: lead.interested ?? null } };
    },
  );

  app.get(
    '/admin/applications',
    { schema: { querystring: StaffApplicationQuery, response: envelope(paged(StaffApplication)) } },
    async (request) => {
      const { page, pageSize, offset } = paging(request.query);
      const { jobId, status, sort } = request.query;
      const result = await app.repos.applications.page(
        { ...(jobId ? { jobId } : {}), ...(status ? { status } : {}), ...(sort ? { sort } : {}) },
        offset,
        pageSize,
      );
      return { code: '200', data: { ...result, page, pageSize } };
    },
  );

  app.get(
    '/admin/applications/jobs',
    { schema: { response: envelope(Type.Array(StaffJobSummary)) } },
    async () => {
      const index = app.content.index();
      const counts = await app.repos.applications.countsByJob();
      return {
        code: '200',
        data: counts.map((job) => ({ ...job, title: jobTitle(index, job.jobId) })),
      };
    },
  );

  app.post(
    '/admin/applications/:id/status',
    {
      schema: {
        params: IdParams,
        body: ApplicationStatusBody,
        response: envelope(StaffApplication),
      },
    },
    async (request) => ({
      code: '200',
      data: await setApplicationStatus(
        app.repos,
        Number(request.params.id),
        request.body.status,
        request.user!.id,
      ),
    }),
  );

  // Staff read the résumés they list (each download is audited); the stored path never
  // leaves the server.
  app.get(
    '/admin/applications/:id/resume',
    { schema: { params: IdParams, response: errorEnvelopes } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const resume = await app.repos.applications.resume(id);
      if (!resume) throw notFound('简历不存在');
      await recordResumeDownload(app.repos, id, resume, request.user!.id);
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
    '/admin/audit',
    { schema: { querystring: AuditQuery, response: envelope(paged(AuditEntry)) } },
    async (request) => {
      const { page, pageSize, offset } = paging(request.query);
      const { action, sort } = request.query;
      const result = await app.repos.audit.page(
        { ...(action ? { action } : {}), ...(sort ? { sort } : {}) },
        offset,
        pageSize,
      );
      return { code: '200', data: { ...result, page, pageSize } };
    },
  );

  app.get(
    '/admin/tracking/summary',
    { schema: { querystring: TrackingSummaryQuery, response: envelope(TrackingSummary) } },
    async (request) => {
      const range = trackingRange(request.query.from, request.query.to);
      const summary = await app.repos.tracking.summary(range.from, range.toExclusive);
      return { code: '200', data: { from: range.from, to: range.to, ...summary } };
    },
  );
};

export default admin;
