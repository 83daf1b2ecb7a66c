import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  envelope,
  IdParams,
  paged,
  RejectBody,
  StaffCertification,
  StaffCertificationQuery,
} from '@dpu/contracts/schemas';
import {
  certificationsPage,
  decideCertification,
} from '../../../../certification/certification-service';
import { idOf, staffGuard, staffId } from '../autohooks';

// Staff decide customers' certification requests: approving grants the product.
const certifications: FastifyPluginAsyncTypebox = async (app) => {
  staffGuard(app, 'certifications');

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
      data: await decideCertification(app.deps, idOf(request.params), 'approved', staffId(request)),
    }),
  );

  app.post(
    '/admin/certifications/:id/reject',
    {
      schema: { params: IdParams, body: RejectBody, response: envelope(StaffCertification) },
      // the reason is optional, and so is the body that carries it
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
        request.body?.reason,
      ),
    }),
  );
};

export default certifications;
