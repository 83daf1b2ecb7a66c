import type { FastifyPluginAsync } from 'fastify';
import { studioHooks } from './autohooks';
import documents from './documents';
import publishing from './publishing';

// The content studio's API (docs/api.md 'Content studio'), staff only: the studio UI in
// /staff edits the site's content documents through it.
const studio: FastifyPluginAsync = async (app) => {
  studioHooks(app);
  await app.register(documents);
  await app.register(publishing);
};

export default studio;
