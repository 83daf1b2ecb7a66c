import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESUME_MAX_BYTES } from '@dpu/contracts';
import { applyForJob } from '../../../jobs/apply-service';
import { badRequest } from '../../../lib/app-error';
import { acceptMultipart } from '../../../plugins/external/multipart';
import { byIp } from '../../../plugins/external/rate-limit';
import { envelope, JobApplicationCreated, JobApplicationRequest } from '@dpu/contracts/schemas';

// docs/api.md POST /jobs/apply (multipart; resume PDF or Word, at most 10 MB).
const jobs: FastifyPluginAsyncTypebox = async (app) => {
  // the resume is written to a temporary file as it arrives (its type is read from its
  // start and end), then streamed into the blob store
  await acceptMultipart(app, {
    fileFields: ['resume'],
    uploadDir: path.join(app.config.dataDir, 'uploads', 'incoming'),
    maxFileBytes: RESUME_MAX_BYTES,
  });
  const limit = app.limitPerMinute('apply', app.config.rateLimits.apply, byIp);
  app.post(
    '/jobs/apply',
    {
      schema: { body: JobApplicationRequest, response: envelope(JobApplicationCreated) },
      // counted before the body is read: a limited client uploads nothing
      onRequest: limit,
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('请以表单方式上传简历');
      const content = app.content.index();
      return { code: '200', data: await applyForJob(app.deps, content, request.body) };
    },
  );
};

export default jobs;
