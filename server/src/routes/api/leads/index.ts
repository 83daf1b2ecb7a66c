import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submitLead } from '../../../leads/lead-service';
import { byIp } from '../../../plugins/external/rate-limit';
import { ContactRequest, OK, okEnvelope } from '@dpu/contracts/schemas';

// docs/api.md POST /contact: a lead from the contact page (docs/site.md §2: /contact?interested=…).
const leads: FastifyPluginAsyncTypebox = async (app) => {
  const limit = app.limitPerMinute('contact', app.config.rateLimits.contact, byIp);
  app.post(
    '/contact',
    { schema: { body: ContactRequest, response: okEnvelope }, preHandler: limit },
    async (request) => {
      const user = await app.optionalUser(request);
      await submitLead(app.deps, request.body, user?.id ?? null);
      return OK;
    },
  );
};

export default leads;
