import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountSettings, envelope } from '@dpu/contracts/schemas';
import { requestUser } from '../../../plugins/app/auth';

// docs/api.md GET/PUT /user/settings: the customer's mail preferences. Today one — release
// mails of support material (materials/release-mail.ts) — so it lives beside the materials.
const settings: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/settings',
    { schema: { response: envelope(AccountSettings) }, preHandler: app.requireUser },
    async (request) => ({
      code: '200',
      data: { releaseMail: await app.deps.repos.releases.releaseMail(requestUser(request).id) },
    }),
  );

  app.put(
    '/user/settings',
    {
      schema: { body: AccountSettings, response: envelope(AccountSettings) },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { id } = requestUser(request);
      await app.deps.repos.releases.setReleaseMail(id, request.body.releaseMail);
      return { code: '200', data: { releaseMail: request.body.releaseMail } };
    },
  );
};

export default settings;
