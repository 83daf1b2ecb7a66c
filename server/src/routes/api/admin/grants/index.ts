import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GrantBody,
  okEnvelope,
  OK,
  StaffCustomer,
  StaffCustomerQuery,
} from '@dpu/contracts/schemas';
import { customersPage, grantPurchase, revokeGrant } from '../../../../admin/grant-service';
import { staffGuard, staffId } from '../autohooks';
import { pagedListRoute } from '../paged-list';

// Staff find a customer's account and grant or revoke a product directly (a purchase).
const grants: FastifyPluginAsyncTypebox = async (app) => {
  staffGuard(app, 'grants');

  pagedListRoute(app, '/admin/customers', {
    query: StaffCustomerQuery,
    item: StaffCustomer,
    page: customersPage,
  });

  // POST grants, DELETE revokes: the same body, the same answer
  for (const [method, change] of [
    ['POST', grantPurchase],
    ['DELETE', revokeGrant],
  ] as const) {
    app.route({
      method,
      url: '/admin/grants',
      schema: { body: GrantBody, response: okEnvelope },
      handler: async (request) => {
        await change(app.deps, request.body.email, request.body.proId, staffId(request));
        return OK;
      },
    });
  }
};

export default grants;
