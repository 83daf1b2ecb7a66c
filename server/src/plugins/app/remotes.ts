import fp from 'fastify-plugin';
import { remotesService, type RemotesService } from '../../remotes/remotes-config';

declare module 'fastify' {
  interface FastifyInstance {
    /** remotes.json as it is now (read once per change): CSP, /mf/remotes.json, pages. */
    remotes: RemotesService;
  }
}

export default fp(
  async (app) => {
    const { remotesConfigFile, ssr } = app.config;
    const remotes = remotesService(remotesConfigFile, ssr.remotesRefreshMs);
    app.decorate('remotes', remotes);
    app.addHook('onClose', async () => remotes.close());
  },
  { name: 'remotes' },
);
