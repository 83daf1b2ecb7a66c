import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts/index';
import content from './content/index';
import health from './health/index';

/** Every API route, mounted under /api (spec §7 API base). */
const api: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(content);
  await app.register(accounts);
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ code: '404', msg: '请求的资源不存在' });
  });
};

export default api;
