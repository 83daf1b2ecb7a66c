import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContentCollectionInfo } from '@dpu/contracts';
import {
  CONTENT_SCHEMAS,
  ContentProblemsEnvelope,
  CreateDocumentBody,
  DraftConflictEnvelope,
  DuplicateBody,
  envelope,
  IdParams,
  OK,
  okEnvelope,
  paged,
  SaveDraftBody,
  SavedDraft,
  StudioCollection,
  StudioCollectionParams,
  StudioDocument,
  StudioDocumentSummary,
  StudioListQuery,
} from '@dpu/contracts/schemas';
import { Type } from 'typebox';
import { createDocument, duplicateDocument, setDeleted } from '../../../content/studio/lifecycle';
import { documentRow, getDocument, listDocuments } from '../../../content/studio/read';
import { saveDraft } from '../../../content/studio/save-draft';
import { requestUser } from '../../../plugins/app/auth';
import {
  assertMayEdit,
  collectionNamed,
  editableCollections,
  rolesOf,
  studioDeps,
} from './autohooks';

// docs/api.md 'Content studio': collections, lists, one document, drafts, copies, the bin.

const collectionInfo = (collection: ContentCollectionInfo) => ({
  name: collection.name,
  label: collection.label,
  team: collection.team,
  roles: [...collection.roles],
  extension: collection.extension,
  schema: CONTENT_SCHEMAS[collection.name],
});

type StudioApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The collections, their lists, new documents and the bin. */
function collectionRoutes(app: StudioApp): void {
  app.get(
    '/studio/collections',
    { schema: { response: envelope(Type.Array(StudioCollection)) } },
    // only the collections the staff member's roles may edit (hidden, not refused one by one)
    async (request) => ({ code: '200', data: editableCollections(request).map(collectionInfo) }),
  );

  app.get(
    '/studio/collections/:collection/documents',
    {
      schema: {
        params: StudioCollectionParams,
        querystring: StudioListQuery,
        response: envelope(paged(StudioDocumentSummary)),
      },
    },
    async (request) => {
      const { collection } = request.params;
      collectionNamed(collection);
      assertMayEdit(request, collection);
      const { page = 1, pageSize = 20, q, status } = request.query;
      const filter = { collection, ...(q ? { q } : {}), ...(status ? { status } : {}) };
      return { code: '200', data: await listDocuments(studioDeps(app), filter, page, pageSize) };
    },
  );

  app.post(
    '/studio/collections/:collection/documents',
    {
      schema: {
        params: StudioCollectionParams,
        body: CreateDocumentBody,
        response: { ...envelope(StudioDocument), 400: ContentProblemsEnvelope },
      },
    },
    async (request) => {
      const { collection } = request.params;
      collectionNamed(collection);
      assertMayEdit(request, collection);
      const id = await createDocument(
        studioDeps(app),
        collection,
        request.body,
        requestUser(request).id,
      );
      return { code: '200', data: await getDocument(studioDeps(app), id) };
    },
  );

  /** The bin across collections (what the staff member may edit). */
  app.get(
    '/studio/bin',
    { schema: { querystring: StudioListQuery, response: envelope(paged(StudioDocumentSummary)) } },
    async (request) => {
      const { page = 1, pageSize = 20, q } = request.query;
      // 管理员 see every document in the bin, those of no collection too
      const collections = rolesOf(request).includes('admin')
        ? undefined
        : editableCollections(request).map((c) => c.name);
      const filter = {
        status: 'deleted' as const,
        ...(q ? { q } : {}),
        ...(collections ? { collections } : {}),
      };
      return { code: '200', data: await listDocuments(studioDeps(app), filter, page, pageSize) };
    },
  );
}

/** One document: read, save its draft, copy, move to the bin and back. */
function documentRoutes(app: StudioApp): void {
  /** The document's row after the role check ('404', '403'). */
  const guarded = async (request: Parameters<typeof assertMayEdit>[0], id: string) => {
    const row = await documentRow(studioDeps(app).repos, Number(id));
    assertMayEdit(request, row.collection);
    return row;
  };

  app.get(
    '/studio/documents/:id',
    { schema: { params: IdParams, response: envelope(StudioDocument) } },
    async (request) => {
      await guarded(request, request.params.id);
      return { code: '200', data: await getDocument(studioDeps(app), Number(request.params.id)) };
    },
  );

  app.put(
    '/studio/documents/:id/draft',
    {
      schema: {
        params: IdParams,
        body: SaveDraftBody,
        response: { ...envelope(SavedDraft), 409: DraftConflictEnvelope },
      },
    },
    async (request) => {
      await guarded(request, request.params.id);
      const id = Number(request.params.id);
      return {
        code: '200',
        data: await saveDraft(studioDeps(app), id, request.body, requestUser(request).id),
      };
    },
  );

  app.post(
    '/studio/documents/:id/duplicate',
    {
      schema: {
        params: IdParams,
        body: DuplicateBody,
        response: { ...envelope(StudioDocument), 400: ContentProblemsEnvelope },
      },
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      await guarded(request, request.params.id);
      const deps = studioDeps(app);
      const copy = await duplicateDocument(
        deps,
        Number(request.params.id),
        request.body?.slug,
        requestUser(request).id,
      );
      return { code: '200', data: await getDocument(deps, copy) };
    },
  );

  app.delete(
    '/studio/documents/:id',
    { schema: { params: IdParams, response: okEnvelope } },
    async (request) => {
      await guarded(request, request.params.id);
      await setDeleted(studioDeps(app), Number(request.params.id), true, requestUser(request).id);
      return OK;
    },
  );

  app.post(
    '/studio/documents/:id/restore',
    { schema: { params: IdParams, response: envelope(StudioDocument) } },
    async (request) => {
      await guarded(request, request.params.id);
      const deps = studioDeps(app);
      await setDeleted(deps, Number(request.params.id), false, requestUser(request).id);
      return { code: '200', data: await getDocument(deps, Number(request.params.id)) };
    },
  );
}

const documents: FastifyPluginAsyncTypebox = async (app) => {
  collectionRoutes(app);
  documentRoutes(app);
};

export default documents;
