import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApplicationStatusBody,
  envelope,
  errorEnvelopes,
  IdParams,
  StaffApplication,
  StaffApplicationQuery,
  StaffJobSummary,
} from '@dpu/contracts/schemas';
import { sendBlob } from '../../../../blobs/send-blob';
import {
  applicationsPage,
  jobSummaries,
  resumeForDownload,
  setApplicationStatus,
} from '../../../../jobs/staff-applications';
import { idOf, staffGuard, staffId } from '../autohooks';
import { pagedListRoute } from '../paged-list';

// Job applications: the list, the jobs that received some, a status change, the résumé.
const applications: FastifyPluginAsyncTypebox = async (app) => {
  staffGuard(app, 'applications');

  pagedListRoute(app, '/admin/applications', {
    query: StaffApplicationQuery,
    item: StaffApplication,
    page: applicationsPage,
  });

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
        idOf(request.params),
        request.body.status,
        staffId(request),
      ),
    }),
  );

  // The stored path never leaves the server.
  app.get(
    '/admin/applications/:id/resume',
    { schema: { params: IdParams, response: errorEnvelopes } },
    async (request, reply) => {
      const resume = await resumeForDownload(app.deps, idOf(request.params), staffId(request));
      // personal data: never kept by a browser or proxy cache
      return sendBlob(request, reply, app.blobs, resume.resumeKey!, {
        fileName: resume.resumeName,
        cacheControl: 'private, no-store',
      });
    },
  );
};

export default applications;
