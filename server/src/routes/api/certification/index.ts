import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productByProId } from '@dpu/contracts';
import { Type } from 'typebox';
import { certificationRequestMail, notifyStaff } from '../../../admin/notify-staff';
import {
  myCertifications,
  requestCertification,
} from '../../../certification/certification-service';
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
    async (request) => {
      const data = await requestCertification(app.deps, request.user!.id, request.body);
      notifyStaff(
        app.deps,
        app.config.staffMail.certifications,
        certificationRequestMail({
          id: data.id,
          productName: productByProId(request.body.proId)?.name ?? request.body.proId,
          company: request.body.company.trim(),
          contactName: request.body.contactName.trim(),
          email: request.user!.email,
        }),
      );
      return { code: '200', data };
    },
  );

  app.get(
    '/certification/mine',
    { schema: { response: envelope(Type.Array(CertificationItem)) }, preHandler: app.requireUser },
    async (request) => ({ code: '200', data: await myCertifications(app.deps, request.user!.id) }),
  );
};

export default certification;
