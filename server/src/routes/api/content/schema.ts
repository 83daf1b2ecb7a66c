import type { FastifySchema } from 'fastify';

// Route schemas of POST/GET /_content/{path}. The body and query string are validated by
// the engine (content/query/parse-body.ts), not here: `where` is an operator tree, and
// each 400 must name the exact key and operator (docs/content-query.md part A §1). Fastify's
// validator would also coerce and strip keys that must instead be refused (part A §6).

const envelope = {
  type: 'object',
  properties: { code: { type: 'string' }, msg: { type: 'string' } },
  required: ['code'],
} as const;

export const contentRouteSchema: FastifySchema = {
  params: {
    type: 'object',
    properties: { '*': { type: 'string', maxLength: 2048 } },
  },
  response: {
    // The success answer is serialised by the route itself (its bytes make the ETag).
    200: {
      type: 'object',
      properties: { code: { type: 'string', const: '200' }, data: {} },
      required: ['code', 'data'],
    },
    '4xx': envelope,
    '5xx': envelope,
  },
};
