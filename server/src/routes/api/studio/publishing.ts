import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_PREVIEW_PARAM, routeForContentPath } from '@dpu/contracts';
import {
  ContentDiff,
  ContentProblemsEnvelope,
  DiffQuery,
  envelope,
  IdParams,
  OK,
  okEnvelope,
  PreviewLink,
  PreviewLinkBody,
  Published,
  PublishBody,
  RevisionParams,
  StudioRevision,
} from '@dpu/contracts/schemas';
import { Type } from 'typebox';
import { diff, history, rollback } from '../../../content/studio/history';
import { revokePreviewLinks, signPreviewLink } from '../../../content/studio/preview-links';
import { publish, unpublish, unschedule } from '../../../content/studio/publish';
import { documentRow } from '../../../content/studio/read';
import { serviceUnavailable } from '../../../lib/app-error';
import { requestUser } from '../../../plugins/app/auth';
import { assertMayEdit, studioDeps } from './autohooks';

// docs/api.md 'Content studio': publish now or later, take off the site, history, diff,
// rollback, preview links and their revocation.

const DEFAULT_PREVIEW_MINUTES = 24 * 60;

const publishing: FastifyPluginAsyncTypebox = async (app) => {
  const guarded = async (request: Parameters<typeof assertMayEdit>[0], id: string) => {
    const row = await documentRow(studioDeps(app).repos, Number(id));
    assertMayEdit(request, row.collection);
    return row;
  };
  const problems = { 400: ContentProblemsEnvelope };

  app.post(
    '/studio/documents/:id/publish',
    {
      schema: {
        params: IdParams,
        body: PublishBody,
        response: { ...envelope(Published), ...problems },
      },
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      await guarded(request, request.params.id);
      const id = Number(request.params.id);
      return {
        code: '200',
        data: await publish(studioDeps(app), id, request.body ?? {}, requestUser(request).id),
      };
    },
  );

  app.delete(
    '/studio/documents/:id/schedule',
    { schema: { params: IdParams, response: okEnvelope } },
    async (request) => {
      await guarded(request, request.params.id);
      await unschedule(studioDeps(app), Number(request.params.id), requestUser(request).id);
      return OK;
    },
  );

  app.post(
    '/studio/documents/:id/unpublish',
    {
      schema: {
        params: IdParams,
        response: envelope(Type.Object({ contentVersion: Type.Integer() })),
      },
    },
    async (request) => {
      await guarded(request, request.params.id);
      return {
        code: '200',
        data: await unpublish(studioDeps(app), Number(request.params.id), requestUser(request).id),
      };
    },
  );

  app.get(
    '/studio/documents/:id/history',
    { schema: { params: IdParams, response: envelope(Type.Array(StudioRevision)) } },
    async (request) => {
      await guarded(request, request.params.id);
      return { code: '200', data: await history(studioDeps(app), Number(request.params.id)) };
    },
  );

  app.get(
    '/studio/documents/:id/diff',
    { schema: { params: IdParams, querystring: DiffQuery, response: envelope(ContentDiff) } },
    async (request) => {
      await guarded(request, request.params.id);
      const { from, to } = request.query;
      return {
        code: '200',
        data: await diff(studioDeps(app), Number(request.params.id), from, to),
      };
    },
  );

  app.post(
    '/studio/documents/:id/revisions/:revision/rollback',
    { schema: { params: RevisionParams, response: { ...envelope(Published), ...problems } } },
    async (request) => {
      await guarded(request, request.params.id);
      const { id, revision } = request.params;
      return {
        code: '200',
        data: await rollback(
          studioDeps(app),
          Number(id),
          Number(revision),
          requestUser(request).id,
        ),
      };
    },
  );

  app.post(
    '/studio/documents/:id/preview',
    {
      schema: { params: IdParams, body: PreviewLinkBody, response: envelope(PreviewLink) },
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const row = await guarded(request, request.params.id);
      const previews = app.content.stored?.previews;
      if (!previews) throw serviceUnavailable(60, '内容工作台不可用');
      const minutes = request.body?.minutes ?? DEFAULT_PREVIEW_MINUTES;
      const link = await signPreviewLink(studioDeps(app), previews.secret, row.id, minutes);
      const page = routeForContentPath(`/${row.file.replace(/\.[^./]+$/, '')}`);
      const url = page
        ? `${page}${page.includes('?') ? '&' : '?'}${CONTENT_PREVIEW_PARAM}=${link.token}`
        : null;
      return { code: '200', data: { ...link, url } };
    },
  );

  app.post(
    '/studio/documents/:id/preview/revoke',
    { schema: { params: IdParams, response: okEnvelope } },
    async (request) => {
      await guarded(request, request.params.id);
      await revokePreviewLinks(studioDeps(app), Number(request.params.id), requestUser(request).id);
      return OK;
    },
  );
};

export default publishing;
