import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MATERIAL_MAX_BYTES } from '@dpu/contracts';
import {
  envelope,
  IdParams,
  MaterialReleaseRequest,
  PublishedRelease,
  StaffRelease,
  StaffReleaseQuery,
} from '@dpu/contracts/schemas';
import { badFields } from '../../../lib/app-error';
import {
  publishRelease,
  setReleaseWithdrawn,
  staffReleases,
} from '../../../materials/publish-service';
import { requestUser } from '../../../plugins/app/auth';
import { acceptMultipart } from '../../../plugins/external/multipart';
import { adminHooks } from '../admin/autohooks';

// docs/api.md 'Support material': staff publish a driver, firmware, SDK or document version
// to a product (multipart {proId, kind, version, title?, releaseNotes?, announcement?, file}),
// list releases (withdrawn included) and withdraw or restore one. The file is written to a
// temporary file as it arrives (refused at the first byte over the limit, naming the field).
// Staff only (the admin guard; the 技术支持 role check joins it when staff roles land).
const staffMaterials: FastifyPluginAsyncTypebox = async (app) => {
  adminHooks(app);
  const maxBytes = app.config.materialMaxBytes ?? MATERIAL_MAX_BYTES;
  await acceptMultipart(app, {
    fileFields: ['file'],
    uploadDir: path.join(app.config.dataDir, 'uploads', 'incoming'),
    maxFileBytes: maxBytes,
  });
  const actorId = (request: Parameters<typeof requestUser>[0]) => requestUser(request).id;

  app.get(
    '/admin/materials',
    { schema: { querystring: StaffReleaseQuery, response: envelope(Type.Array(StaffRelease)) } },
    async (request) => ({
      code: '200',
      data: await staffReleases(app.deps, request.query.proId),
    }),
  );

  app.post(
    '/admin/materials',
    { schema: { body: MaterialReleaseRequest, response: envelope(PublishedRelease) } },
    async (request) => {
      if (!request.isMultipart()) throw badFields({ file: '请以表单方式上传文件' });
      return {
        code: '200',
        data: await publishRelease(app.deps, request.body ?? {}, actorId(request), maxBytes),
      };
    },
  );

  for (const [action, withdrawn] of [
    ['withdraw', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/admin/materials/:id/${action}`,
      { schema: { params: IdParams, response: envelope(StaffRelease) } },
      async (request) => ({
        code: '200',
        data: await setReleaseWithdrawn(
          app.deps,
          Number(request.params.id),
          withdrawn,
          actorId(request),
        ),
      }),
    );
  }
};

export default staffMaterials;
