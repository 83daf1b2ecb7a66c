import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productByProId } from '@dpu/contracts';
import { Type } from 'typebox';
import { certificationRequestMail, notifyStaff } from '../../../admin/notify-staff';
import {
  myCertifications,
  requestCertification,
} from '../../../certification/certification-service';
import { envelope } from '../../../schemas/envelope';
import { CertificationBody, CertificationItem } from '../../../schemas/products';

// docs/api.md POST /certification, GET /certification/mine.
const certification: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/certification',
    {
      schema: {
        body: CertificationBody,
        response: envelope(Type.Object({ id: Type.Integer(), status: Type.String() })),
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
