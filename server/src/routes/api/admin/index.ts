import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { customersPage, grantPurchase, revokeGrant } from '../../../admin/grant-service';
import { sendLeadsCsv } from '../../../admin/leads-csv';
import { auditPage, trackingSummary } from '../../../admin/staff-reports';
import {
  certificationsPage,
  decideCertification,
} from '../../../certification/certification-service';
import { sendBlob } from '../../../blobs/send-blob';
import {
  applicationsPage,
  jobSummaries,
  resumeForDownload,
  setApplicationStatus,
} from '../../../jobs/staff-applications';
import { leadsForExport, leadsPage, setLeadHandled } from '../../../leads/lead-service';
import { requestUser } from '../../../plugins/app/auth';
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

// docs/api.md 'Staff' (userType admin) lists every call with its parameters. The
// folder's hook answers '401'/'403' to everyone else. Lists filter, sort and page in SQL.
const admin: FastifyPluginAsyncTypebox = async (app) => {
  adminHooks(app);
  const actorId = (request: Parameters<typeof requestUser>[0]) => requestUser(request).id;

  app.get(
    '/admin/certifications',
    {
      schema: {
        querystring: StaffCertificationQuery,
        response: envelope(paged(StaffCertification)),
      },
    },
    async (request) => ({ code: '200', data: await certificationsPage(app.deps, request.query) }),
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
        actorId(request),
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
        actorId(request),
        request.body?.reason,
      ),
    }),
  );

  app.get(
    '/admin/customers',
    { schema: { querystring: StaffCustomerQuery, response: envelope(paged(StaffCustomer)) } },
    async (request) => ({ code: '200', data: await customersPage(app.deps, request.query) }),
  );

  app.post(
    '/admin/grants',
    { schema: { body: GrantBody, response: okEnvelope } },
    async (request) => {
      await grantPurchase(app.deps, request.body.email, request.body.proId, actorId(request));
      return OK;
    },
  );

  app.delete(
    '/admin/grants',
    { schema: { body: GrantBody, response: okEnvelope } },
    async (request) => {
      await revokeGrant(app.deps, request.body.email, request.body.proId, actorId(request));
      return OK;
    },
  );

  app.get(
    '/admin/leads',
    { schema: { querystring: StaffLeadQuery, response: envelope(paged(StaffLead)) } },
    async (request) => ({ code: '200', data: await leadsPage(app.deps, request.query) }),
  );

  app.get(
    '/admin/leads/export',
    { schema: { querystring: StaffLeadQuery, response: errorEnvelopes } },
    async (request, reply) => sendLeadsCsv(reply, await leadsForExport(app.deps, request.query)),
  );

  app.post(
    '/admin/leads/:id/handled',
    { schema: { params: IdParams, body: HandledBody, response: envelope(StaffLead) } },
    async (request) => ({
      code: '200',
      data: await setLeadHandled(
        app.deps,
        Number(request.params.id),
        request.body.handled,
        actorId(request),
      ),
    }),
  );

  app.get(
    '/admin/applications',
    { schema: { querystring: StaffApplicationQuery, response: envelope(paged(StaffApplication)) } },
    async (request) => ({ code: '200', data: await applicationsPage(app.deps, request.query) }),
  );

  app.get(
    '/admin/applications/jobs',
    { schema: { response: envelope(Type.Array(StaffJobSummary)) } },
    async () => ({ code: '200', data: await jobSummaries(app.deps, app.content.index()) }),
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
        app.deps,
        Number(request.params.id),
        request.body.status,
        actorId(request),
      ),
    }),
  );

  // The stored path never leaves the server.
  app.get(
    '/admin/applications/:id/resume',
    { schema: { params: IdParams, response: errorEnvelopes } },
    async (request, reply) => {
      const resume = await resumeForDownload(app.deps, Number(request.params.id), actorId(request));
      // personal data: never kept by a browser or proxy cache
      return sendBlob(request, reply, app.blobs, resume.resumeKey!, {
        fileName: resume.resumeName,
        cacheControl: 'private, no-store',
      });
    },
  );

  app.get(
    '/admin/audit',
    { schema: { querystring: AuditQuery, response: envelope(paged(AuditEntry)) } },
    async (request) => ({ code: '200', data: await auditPage(app.deps, request.query) }),
  );

  app.get(
    '/admin/tracking/summary',
    { schema: { querystring: TrackingSummaryQuery, response: envelope(TrackingSummary) } },
    async (request) => ({ code: '200', data: await trackingSummary(app.deps, request.query) }),
  );
};

export default admin;
