import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  myCertifications,
  requestCertification,
} from '../../../certification/certification-service';
import { requestUser } from '../../../plugins/app/auth';
import {
  CertificationCreated,
  CertificationItem,
  CertificationRequest,
  envelope,
} from '@dpu/contracts/schemas';

// docs/api.md POST /certification, GET /certification/mine.
const certification: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/certification',
    {
      schema: {
        body: CertificationRequest,
        response: envelope(CertificationCreated),
      },
      preHandler: app.requireUser,
    },
    async (request) => ({
      code: '200',
      data: await requestCertification(app.deps, requestUser(request), request.body),
    }),
  );

  app.get(
    '/certification/mine',
    { schema: { response: envelope(Type.Array(CertificationItem)) }, preHandler: app.requireUser },
    async (request) => ({
      code: '200',
      data: await myCertifications(app.deps, requestUser(request).id),
    }),
  );
};

export default certification;
