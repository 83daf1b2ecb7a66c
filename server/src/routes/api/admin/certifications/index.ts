import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  envelope,
  IdParams,
  RejectBody,
  StaffCertification,
  StaffCertificationQuery,
} from '@dpu/contracts/schemas';
import {
  certificationsPage,
  decideCertification,
} from '../../../../certification/certification-service';
import { rejectReason } from '../../../../staff-roles/reject-reason';
import { idOf, staffGuard, staffId } from '../autohooks';
import { pagedListRoute } from '../paged-list';

// Staff decide customers' certification requests: approving grants the product.
const certifications: FastifyPluginAsyncTypebox = async (app) => {
  staffGuard(app, 'certifications');

  pagedListRoute(app, '/admin/certifications', {
    query: StaffCertificationQuery,
    item: StaffCertification,
    page: certificationsPage,
  });

  app.post(
    '/admin/certifications/:id/approve',
    { schema: { params: IdParams, response: envelope(StaffCertification) } },
    async (request) => ({
      code: '200',
      data: await decideCertification(app.deps, idOf(request.params), 'approved', staffId(request)),
    }),
  );

  app.post(
    '/admin/certifications/:id/reject',
    {
      schema: { params: IdParams, body: RejectBody, response: envelope(StaffCertification) },
      // no body reaches the handler's field check (驳回原因) instead of the schema's message
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => ({
      code: '200',
      data: await decideCertification(
        app.deps,
        idOf(request.params),
        'rejected',
        staffId(request),
        rejectReason(request.body),
      ),
    }),
  );
};

export default certifications;
