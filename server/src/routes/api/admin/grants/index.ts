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

  app.post(
    '/admin/grants',
    { schema: { body: GrantBody, response: okEnvelope } },
    async (request) => {
      await grantPurchase(app.deps, request.body.email, request.body.proId, staffId(request));
      return OK;
    },
  );

  app.delete(
    '/admin/grants',
    { schema: { body: GrantBody, response: okEnvelope } },
    async (request) => {
      await revokeGrant(app.deps, request.body.email, request.body.proId, staffId(request));
      return OK;
    },
  );
};

export default grants;
