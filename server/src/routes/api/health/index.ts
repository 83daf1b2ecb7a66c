import type { FastifyPluginAsync } from 'fastify';
import { SUCCESS_CODE } from '@dpu/contracts';

const health: FastifyPluginAsync = async (app) => {
  // No response schema: the two answers are built here whole, and JSON.stringify writes
  // them as a compiled serializer would. A schema would make the first health check load
  // and run Fastify's serializer compiler (fast-json-stringify and ajv, about 0.15 s of CPU),
  // keeping a just-started server from saying it is up; the routes that need the compiler
  // load it at their first request (lib/lazy-schema-compilers.ts).
  app.get('/health', async (_request, reply) => {
    if (!(await app.db.ping())) {
      return reply.status(503).send({ code: '503', msg: '数据库不可用' });
    }
    return { code: SUCCESS_CODE, data: { db: 'up', contentDocs: app.content.size() } };
  });
};

export default health;
