import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { applyForJob } from '../../../jobs/apply-service';
import { badRequest } from '../../../lib/app-error';
import { byIp } from '../../../plugins/external/rate-limit';
import { envelope } from '../../../schemas/envelope';
import { ApplyBody } from '../../../schemas/leads';

// api.md POST /jobs/apply (multipart; resume PDF or Word, at most 10 MB).
const jobs: FastifyPluginAsyncTypebox = async (app) => {
  const limit = app.limitPerMinute('apply', app.config.rateLimits.apply, byIp);
  app.post(
    '/jobs/apply',
    {
      schema: { body: ApplyBody, response: envelope(Type.Object({ id: Type.Integer() })) },
      preHandler: limit,
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('请以表单方式上传简历');
      const data = await applyForJob(
        app.repos,
        app.content.index(),
        path.join(app.config.dataDir, 'uploads'),
        request.body,
      );
      return { code: '200', data };
    },
  );
};

export default jobs;
