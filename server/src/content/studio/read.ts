import path from 'node:path';
import type { StudioDocument, StudioDocumentSummary } from '@dpu/contracts';
import { CONTENT_SCHEMAS } from '@dpu/contracts/schemas';
import { notFound } from '../../lib/app-error';
import type { DocumentRow, ListFilter } from '../store/documents-repository';
import { splitText } from './compose-text';
import { problemsOf, type ContentDeps, type ContentRepos } from './deps';

// What the studio shows: lists of documents and one document with its draft, its published
// version, what stops the draft from being published, and refused saves.

export function slugOf(file: string): string {
  return path.posix.basename(file, path.posix.extname(file));
}

export function summaryOf(row: DocumentRow): StudioDocumentSummary {
  return {
    id: row.id,
    file: row.file,
    collection: row.collection,
    slug: slugOf(row.file),
    title: row.title,
    live: row.publishedRevision !== null && row.deletedAt === null,
    publishedRevision: row.publishedRevision,
    hasDraft: row.draftText !== null || row.publishedRevision === null,
    draftVersion: row.draftVersion,
    scheduledAt: row.scheduledAt,
    deletedAt: row.deletedAt,
    updatedAt: row.updatedAt,
  };
}

/** The document, or 404. */
export async function documentRow(repos: ContentRepos, id: number, lock = false) {
  const row = await repos.documents.byId(id, lock);
  if (!row) throw notFound('内容文档不存在');
  return row;
}

/** The published text, if any. */
export async function publishedText(repos: ContentRepos, row: DocumentRow) {
  if (row.publishedRevision === null) return undefined;
  return repos.revisions.get(row.id, row.publishedRevision);
}

/** What the editor works on: the draft, else the published text, else nothing yet. */
export async function workingText(repos: ContentRepos, row: DocumentRow): Promise<string> {
  return row.draftText ?? (await publishedText(repos, row))?.text ?? '';
}

export async function listDocuments(
  deps: ContentDeps,
  filter: ListFilter,
  page: number,
  pageSize: number,
) {
  const result = await deps.repos.documents.page(filter, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { items: result.items.map(summaryOf), total: result.total, page, pageSize };
}

export async function getDocument(deps: ContentDeps, id: number): Promise<StudioDocument> {
  const repos = deps.repos;
  const row = await documentRow(repos, id);
  const published = await publishedText(repos, row);
  const draft = row.draftText ?? published?.text ?? '';
  return {
    ...summaryOf(row),
    draft: {
      text: draft,
      ...splitText(row.file, draft),
      savedAt: row.draftSavedAt,
      savedByEmail: row.draftSavedByEmail,
    },
    published: published
      ? {
          text: published.text,
          ...splitText(row.file, published.text),
          revision: published.revision,
          createdAt: published.createdAt,
          createdByEmail: published.createdByEmail,
        }
      : null,
    problems: problemsOf(row.file, draft),
    conflicts: await repos.revisions.conflicts(id),
    schema: (row.collection && CONTENT_SCHEMAS[row.collection]) || null,
  };
}
