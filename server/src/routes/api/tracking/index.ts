import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serviceUnavailable } from '../../../lib/app-error';
import { sha256 } from '../../../lib/tokens';
import { acceptMultipart } from '../../../plugins/external/multipart';
import { tokenOf } from '../../../plugins/app/auth';
import { OK, okEnvelope, TrackingRecord } from '@dpu/contracts/schemas';

// docs/site.md §7 POST /trackware/front: multipart fields, one record, {code:'200'}. The record
// is buffered (plugins/app/tracking.ts); the user is the token's when it is valid. A full
// buffer (the database down or behind) answers '503' with Retry-After: nothing is taken
// that might be lost.
const RETRY_AFTER_SECONDS = 2;

const tracking: FastifyPluginAsyncTypebox = async (app) => {
  // fields only: a file part is refused
  await acceptMultipart(app);
  app.post(
    '/trackware/front',
    { schema: { body: TrackingRecord, response: okEnvelope } },
    async (request) => {
      const token = tokenOf(request);
      const taken = app.tracking.add({
        ...request.body,
        recordedAt: new Date(),
        tokenHash: token && token.length <= 256 ? sha256(token) : null,
      });
      if (!taken) throw serviceUnavailable(RETRY_AFTER_SECONDS);
      return OK;
    },
  );
};

export default tracking;
