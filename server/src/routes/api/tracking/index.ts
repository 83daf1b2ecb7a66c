import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serviceUnavailable } from '../../../lib/app-error';
import { sha256 } from '../../../lib/tokens';
import { acceptMultipart } from '../../../plugins/external/multipart';
import { byIp } from '../../../plugins/external/rate-limit';
import { tokenOf } from '../../../plugins/app/auth';
import { OK, okEnvelope, TrackingRecord } from '@dpu/contracts/schemas';

// docs/site.md §7 POST /trackware/front: multipart fields, one record, {code:'200'}. The record
// is buffered (plugins/app/tracking.ts); the user is the token's when it is valid. A full
// buffer (the database down or behind) answers '503' with Retry-After: nothing is taken
// that might be lost.
//
// docs/hostile-input.md round two, finding 7: RATE_LIMIT_TRACKING records a minute per client
// address (a visitor sends one per page view), counted before the body is read ('429' past
// it); a path the route table does not know is stored apart, never charted as a page.
const RETRY_AFTER_SECONDS = 2;

const tracking: FastifyPluginAsyncTypebox = async (app) => {
  // fields only: a file part is refused
  await acceptMultipart(app);
  // counted before the body is read: a limited client uploads nothing
  const limit = app.limitPerMinute('tracking', app.config.rateLimits.tracking, byIp);
  app.post(
    '/trackware/front',
    { onRequest: limit, schema: { body: TrackingRecord, response: okEnvelope } },
    async (request) => {
      const token = tokenOf(request);
      const taken = app.tracking.add({
        ...request.body,
        knownRoute: await app.knownPaths.isKnown(request.body.pathName),
        recordedAt: new Date(),
        tokenHash: token && token.length <= 256 ? sha256(token) : null,
      });
      if (!taken) throw serviceUnavailable(RETRY_AFTER_SECONDS);
      return OK;
    },
  );
};

export default tracking;
