import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authorisationResult } from '../../../catalogue/access';
import { envelope, ProductIdParams, ProductSummary } from '@dpu/contracts/schemas';

// docs/api.md 'Products and the customer area', docs/site.md §7 product authorisation check.
const products: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/product/list',
    { schema: { response: envelope(Type.Array(ProductSummary)) } },
    async () => ({ code: '200', data: await app.repos.products.list() }),
  );

  app.get(
    '/productUserMid/check/client/:productId',
    {
      schema: { params: ProductIdParams, response: envelope(Type.String()) },
      preHandler: app.requireUser,
    },
    async (request) => ({
      code: '200',
      data: await authorisationResult(app.repos, request.user!, request.params.productId),
    }),
  );
};

export default products;
