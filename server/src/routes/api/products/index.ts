import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authorisationResult, productList } from '../../../catalogue/access';
import { requestUser } from '../../../plugins/app/auth';
import { envelope, ProductIdParams, ProductSummary } from '@dpu/contracts/schemas';

// docs/api.md 'Products and the customer area', docs/site.md §7 product authorisation check.
const products: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/product/list',
    { schema: { response: envelope(Type.Array(ProductSummary)) } },
    async () => ({ code: '200', data: await productList(app.deps) }),
  );

  app.get(
    '/productUserMid/check/client/:productId',
    {
      schema: { params: ProductIdParams, response: envelope(Type.String()) },
      preHandler: app.requireUser,
    },
    async (request) => ({
      code: '200',
      data: await authorisationResult(app.deps, requestUser(request), request.params.productId),
    }),
  );
};

export default products;
