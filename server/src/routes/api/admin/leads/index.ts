import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  envelope,
  errorEnvelopes,
  HandledBody,
  IdParams,
  StaffLead,
  StaffLeadQuery,
} from '@dpu/contracts/schemas';
import { sendLeadsCsv } from '../../../../admin/leads-csv';
import { leadsForExport, leadsPage, setLeadHandled } from '../../../../leads/lead-service';
import { idOf, staffGuard, staffId } from '../autohooks';
import { pagedListRoute } from '../paged-list';

// Sales leads from the contact form: the list, its CSV export, marking one handled.
const leads: FastifyPluginAsyncTypebox = async (app) => {
  staffGuard(app, 'leads');

  pagedListRoute(app, '/admin/leads', { query: StaffLeadQuery, item: StaffLead, page: leadsPage });

  app.get(
    '/admin/leads/export',
    { schema: { querystring: StaffLeadQuery, response: errorEnvelopes } },
    async (request, reply) => sendLeadsCsv(reply, await leadsForExport(app.deps, request.query)),
  );

  app.post(
    '/admin/leads/:id/handled',
    { schema: { params: IdParams, body: HandledBody, response: envelope(StaffLead) } },
    async (request) => ({
      code: '200',
      data: await setLeadHandled(
        app.deps,
        idOf(request.params),
        request.body.handled,
        staffId(request),
      ),
    }),
  );
};

export default leads;
