import type { FastifyPluginAsync } from 'fastify';
import { SUCCESS_CODE } from '@dpu/contracts';
import { ContentNotFoundError, queryContent, type ContentQueryBody } from '../../../content/query';

// spec §7 POST /_content/{path}; semantics in content-api.md (part A wins).
const content: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { '*': string }; Body: ContentQueryBody | undefined }>(
    '/_content/*',
    async (request, reply) => {
      const raw = request.params['*'] ?? '';
      const contentPath = `/${decodeURI(raw)}`.replace(/\/$/, '') || '/';
      try {
        const data = queryContent(app.content.index(), contentPath, request.body ?? {});
        return { code: SUCCESS_CODE, data };
      } catch (error) {
        if (error instanceof ContentNotFoundError) {
          return reply.status(404).send({ code: '404', msg: error.message });
        }
        throw error;
      }
    },
  );
};

export default content;
