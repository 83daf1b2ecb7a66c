import type { FastifyInstance } from 'fastify';
import { postMultipart } from './multipart';

// One behaviour-tracking record as the browser sends it (POST /api/trackware/front).
export const TRACKING_RECORD = {
  pathName: '/product/conflux2200E',
  browsePageName: 'productConflux2200E',
  browser: 'Chrome',
  version: '126.0.0.0',
  osName: 'Windows',
  osVersion: '10',
};

/** Posts a tracking record as the browser does (multipart form fields). */
export function sendTracking(
  app: FastifyInstance,
  fields: Record<string, string> = TRACKING_RECORD,
  headers: Record<string, string> = {},
) {
  return postMultipart(app, '/api/trackware/front', fields, [], headers);
}
