import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { leadMail, notifyStaff } from '../../../admin/notify-staff';
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
      const { interested, ...lead } = request.body;
      const stored = {
        name: lead.name.trim(),
        company: lead.company.trim(),
        phone: lead.phone.trim(),
        email: lead.email.trim(),
        message: lead.message.trim(),
        ...(interested ? { interested } : {}),
      };
      await app.repos.leads.insert(stored, user?.id ?? null);
      notifyStaff(app.deps, app.config.staffMail.leads, leadMail(stored));
      return OK;
    },
  );
};

export default leads;
