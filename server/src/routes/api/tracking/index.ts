import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sha256 } from '../../../lib/tokens';
import { tokenOf } from '../../../plugins/app/auth';
import { OK, okEnvelope } from '../../../schemas/envelope';
import { TrackingBody } from '../../../schemas/tracking';

// spec §7 POST /trackware/front: multipart fields, one record, {code:'200'}. The record
// is buffered (plugins/app/tracking.ts); the user is the token's when it is valid.
const tracking: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/trackware/front',
    { schema: { body: TrackingBody, response: okEnvelope } },
    async (request) => {
      const token = tokenOf(request);
      app.tracking.add({
        ...request.body,
        recordedAt: new Date(),
        tokenHash: token && token.length <= 256 ? sha256(token) : null,
      });
      return OK;
    },
  );
};

export default tracking;
