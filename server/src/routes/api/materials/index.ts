import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { customerMaterials } from '../../../materials/materials-service';
import { requestUser } from '../../../plugins/app/auth';
import { envelope, MaterialItem, MaterialsQuery } from '@dpu/contracts/schemas';
import settings from './settings';
import staffMaterials from './staff';

// docs/api.md GET /customer/materials: one product's materials of one type, for grant holders.
const materials: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customer/materials',
    {
      schema: { querystring: MaterialsQuery, response: envelope(Type.Array(MaterialItem)) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { proId, type } = request.query;
      return {
        code: '200',
        data: await customerMaterials(app.deps, requestUser(request), proId, type),
      };
    },
  );
  await app.register(settings);
  // encapsulated: its staff guard and multipart parser apply to the staff routes only
  await app.register(staffMaterials);
};

export default materials;
