import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts/index';
import admin from './admin/index';
import certification from './certification/index';
import content from './content/index';
import files from './files/index';
import health from './health/index';
import jobs from './jobs/index';
import leads from './leads/index';
import materials from './materials/index';
import media from './media/index';
import adminMedia from './admin/media/index';
import products from './products/index';
import studio from './studio/index';
import tracking from './tracking/index';
import { rejectControlCharacters } from './reject-control-characters';

/** Every API route, mounted under /api (docs/site.md §7 API base). */
const api: FastifyPluginAsync = async (app) => {
  // after validation (multipart bodies exist by then), before any route's own preHandler
  app.addHook('preHandler', rejectControlCharacters);
  await app.register(health);
  await app.register(content);
  await app.register(accounts);
  await app.register(products);
  await app.register(certification);
  await app.register(materials);
  await app.register(files);
  await app.register(media);
  await app.register(tracking);
  await app.register(leads);
  await app.register(jobs);
  // encapsulated: its guard hook applies to the staff routes only
  await app.register(admin);
  await app.register(adminMedia);
  await app.register(studio);
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ code: '404', msg: '请求的资源不存在' });
  });
};

export default api;
