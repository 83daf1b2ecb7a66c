import path from 'node:path';
import { CONTENT_COLLECTIONS } from '@dpu/contracts';
import { conflict, notFound } from '../../lib/app-error';
import { composeText } from './compose-text';
import type { ContentDeps, ContentRepos } from './deps';
import { documentRow, slugOf, workingText } from './read';
import { refuseReservedSlug } from './reserved-slugs';

// New documents and copies (named by a slug no fixed page has: reserved-slugs.ts), the bin
// (删除 keeps the document and its history; 恢复 brings it back as it was, live again if it
// was live).

async function freeFile(repos: ContentRepos, file: string): Promise<void> {
  const taken = await repos.documents.byFile(file);
  if (taken?.deletedAt) throw conflict(`回收站中已有同名文档 ${file}，请先恢复或换一个名称`);
  if (taken) throw conflict(`已有同名文档 ${file}，请换一个名称`);
}

export async function createDocument(
  deps: ContentDeps,
  collectionName: string,
  input: { slug: string; fields?: Record<string, unknown>; body?: string },
  actorId: number | null,
): Promise<number> {
  const collection = CONTENT_COLLECTIONS.find((c) => c.name === collectionName);
  if (!collection) throw notFound('内容栏目不存在');
  if (!('folder' in collection.match)) throw conflict(`${collection.label}只有一个文档，不能新建`);
  const file = `${collection.match.folder}/${input.slug}${collection.extension}`;
  refuseReservedSlug(await deps.siteRoutes(), file);
  const text = composeText(file, '', input.fields ?? {}, input.body ?? '');
  return deps.inTransaction(async ({ repos }) => {
    await freeFile(repos, file);
    const title = typeof input.fields?.title === 'string' ? input.fields.title : '';
    const id = await repos.documents.insert({
      file,
      collection: collection.name,
      title: title || input.slug,
      draftText: text,
      userId: actorId,
    });
    await repos.revisions.audit({
      actorId,
      action: 'content_create',
      target: file,
      detail: '新建草稿',
    });
    return id;
  });
}

export async function duplicateDocument(
  deps: ContentDeps,
  id: number,
  slug: string | undefined,
  actorId: number | null,
): Promise<number> {
  const routes = await deps.siteRoutes();
  return deps.inTransaction(async ({ repos }) => {
    const row = await documentRow(repos, id);
    const extension = path.posix.extname(row.file);
    const dir = path.posix.dirname(row.file);
    const fileFor = (name: string) => (dir === '.' ? name : `${dir}/${name}`) + extension;
    let file = fileFor(slug ?? `${slugOf(row.file)}-copy`);
    if (slug) await freeFile(repos, file);
    for (let n = 2; !slug && (await repos.documents.byFile(file)); n += 1) {
      file = fileFor(`${slugOf(row.file)}-copy-${n}`);
    }
    refuseReservedSlug(routes, file);
    const copy = await repos.documents.insert({
      file,
      collection: row.collection,
      title: row.title,
      draftText: await workingText(repos, row),
      userId: actorId,
    });
    await repos.revisions.audit({
      actorId,
      action: 'content_duplicate',
      target: file,
      detail: `复制自 ${row.file}`,
    });
    return copy;
  });
}

/** Into the bin (deleted: true) or back (false). */
export async function setDeleted(
  deps: ContentDeps,
  id: number,
  deleted: boolean,
  actorId: number | null,
): Promise<void> {
  const live = await deps.inTransaction(async ({ repos }) => {
    const row = await documentRow(repos, id, true);
    if (deleted === (row.deletedAt !== null)) {
      throw conflict(deleted ? '文档已在回收站中' : '文档不在回收站中');
    }
    const version = await repos.revisions.bumpVersion();
    await repos.documents.setDeleted(id, deleted, actorId, version);
    await repos.revisions.audit({
      actorId,
      action: deleted ? 'content_delete' : 'content_restore',
      target: row.file,
      detail: deleted ? '移入回收站' : '从回收站恢复',
    });
    return row.publishedRevision !== null;
  });
  if (live) await deps.announce();
}
