import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelope, TrackingSummary, TrackingSummaryQuery } from '@dpu/contracts/schemas';
import { trackingSummary } from '../../../../admin/staff-reports';
import { staffGuard } from '../autohooks';

// Traffic: what visitors looked at, summarised by day.
const tracking: FastifyPluginAsyncTypebox = async (app) => {
  staffGuard(app, 'tracking');

  app.get(
    '/admin/tracking/summary',
    { schema: { querystring: TrackingSummaryQuery, response: envelope(TrackingSummary) } },
    async (request) => ({ code: '200', data: await trackingSummary(app.deps, request.query) }),
  );
};

export default tracking;
