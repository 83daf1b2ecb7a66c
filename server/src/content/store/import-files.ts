import type { Database, Queryable } from '../../db/database';
import { ContentInvalidError } from '../build-content';
import { collectionOf } from '../collections';
import type { ContentSet } from '../content-set';
import { contentSetOf, readContentFiles, type ContentFile } from '../load-content';
import { parseSource, type ParsedFile } from '../parse-source';
import { documentsRepository } from './documents-repository';
import { revisionsRepository } from './revisions-repository';

// content/ → the database. The first start imports every file as its document's first
// published revision (times kept: created = the file's birth, revision = its last change),
// so the site answers exactly as it did from the files. Later, importFiles() takes files a
// developer changed (development watcher, `npm run content:import`) as new revisions.

/** Several instances starting together on one PostgreSQL import once. */
const IMPORT_LOCK = 2_200_589_023;

/** The title staff see in lists: the first document's title, else its slug. */
export function titleOf(parsed: Pick<ParsedFile, 'docs'>): string {
  const first = parsed.docs[0];
  if (!first) return '';
  return typeof first.title === 'string' && first.title.trim() ? first.title.trim() : first.slug;
}

async function insertFiles(tx: Queryable, set: ContentSet, files: ContentFile[], version: number) {
  const column = <T>(pick: (file: ContentFile) => T) => files.map(pick);
  await tx.query(
    `with docs as (
       insert into content_documents (file, collection, title, published_revision, changed_version,
                                      created_at, updated_at)
       select f, c, t, 1, $6, ca, now()
         from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) as u(f, c, t, ca)
       returning id, file
     )
     insert into content_revisions (document_id, revision, text, origin, created_at)
     select docs.id, 1, u.x, 'import', u.ua
       from docs join unnest($1::text[], $5::text[], $7::timestamptz[]) as u(f, x, ua)
         on u.f = docs.file`,
    [
      column((file) => file.file),
      column((file) => collectionOf(file.file)?.name ?? null),
      column((file) => titleOf(set.get(file.file) ?? { docs: [] })),
      column((file) => file.createdAt),
      column((file) => file.text),
      version,
      column((file) => file.updatedAt),
    ],
  );
}

/**
 * Imports the folder when the database holds no content yet; answers the files' set then
 * (it is what the database now publishes), else undefined. Invalid files import nothing.
 */
export async function importOnFirstStart(
  db: Database,
  dir: string,
): Promise<ContentSet | undefined> {
  if ((await documentsRepository(db).count()) > 0) return undefined;
  // parsed before the transaction: no lock is held while Markdown is read
  const read = readContentFiles(dir);
  const { files } = read;
  const set = contentSetOf(read);
  const errors = set.errors();
  if (errors.length) throw new ContentInvalidError(errors);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
    if ((await documentsRepository(tx).count()) > 0) return undefined;
    const revisions = revisionsRepository(tx);
    const version = await revisions.bumpVersion();
    if (files.length) await insertFiles(tx, set, files, version);
    await revisions.audit({
      actorId: null,
      action: 'content_import',
      target: 'content/',
      detail: `首次导入 ${files.length} 个文件`,
    });
    return set;
  });
}

/**
 * Files under dir whose text differs from what the database publishes become new published
 * revisions (new files, new documents); answers the files taken. Invalid files are refused
 * with their problems and nothing is imported.
 */
export async function importFiles(db: Database, dir: string): Promise<string[]> {
  const { files } = readContentFiles(dir);
  const parsed = files.map((file) => ({ file, parsed: parseSource(file, file.raws) }));
  const errors = parsed.flatMap((entry) => entry.parsed.errors);
  if (errors.length) throw new ContentInvalidError(errors);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
    const documents = documentsRepository(tx);
    const revisions = revisionsRepository(tx);
    const live = new Map((await documents.changedSince(-1)).map((row) => [row.file, row]));
    const changed = parsed.filter(({ file }) => {
      const row = live.get(file.file);
      return !row || !row.live || row.text !== file.text;
    });
    if (changed.length === 0) return [];
    const version = await revisions.bumpVersion();
    for (const { file, parsed: one } of changed) {
      const existing = await documents.byFile(file.file);
      const id =
        existing?.id ??
        (await documents.insert({
          file: file.file,
          collection: collectionOf(file.file)?.name ?? null,
          title: titleOf(one),
          draftText: file.text,
          userId: null,
        }));
      const revision = await revisions.add(id, file.text, 'import', null);
      await documents.setPublished(id, revision, version, true);
      await documents.setTitle(id, titleOf(one));
      if (existing?.deletedAt) await documents.setDeleted(id, false, null, version);
    }
    await revisions.audit({
      actorId: null,
      action: 'content_import',
      target: 'content/',
      detail: `导入 ${changed.length} 个改动的文件：${changed
        .map(({ file }) => file.file)
        .slice(0, 20)
        .join('、')}`,
    });
    return changed.map(({ file }) => file.file);
  });
}
