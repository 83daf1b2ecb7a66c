import type { FastifyPluginAsync } from 'fastify';
import { SUCCESS_CODE } from '@dpu/contracts';

const health: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          '2xx': {
            type: 'object',
            properties: {
              code: { type: 'string' },
              data: {
                type: 'object',
                properties: { db: { type: 'string' }, contentDocs: { type: 'integer' } },
              },
            },
          },
          '5xx': {
            type: 'object',
            properties: { code: { type: 'string' }, msg: { type: 'string' } },
          },
        },
      },
    },
    async (_request, reply) => {
      if (!(await app.db.ping())) {
        return reply.status(503).send({ code: '503', msg: '数据库不可用' });
      }
      return { code: SUCCESS_CODE, data: { db: 'up', contentDocs: app.content.size() } };
    },
  );
};

export default health;
