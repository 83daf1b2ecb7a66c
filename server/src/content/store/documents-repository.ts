import type { Queryable } from '../../db/database';
import { isoTimes } from '../../db/iso-times';
import { containsPattern, pageRows, sqlFilter, type RowWindow } from '../../db/sql-filter';

// The content documents (migration 0009): one row per content file with its draft, its
// published revision, a scheduled publish and the bin. The only place their SQL lives.

export interface DocumentRow {
  id: number;
  file: string;
  collection: string | null;
  title: string;
  publishedRevision: number | null;
  draftText: string | null;
  draftVersion: number;
  draftSavedAt: string | null;
  draftSavedByEmail: string | null;
  scheduledAt: string | null;
  scheduledText: string | null;
  scheduledBy: number | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = `d.id::int as id, d.file, d.collection, d.title,
  d.published_revision as "publishedRevision", d.draft_text as "draftText",
  d.draft_version as "draftVersion", d.draft_saved_at as "draftSavedAt",
  (select email from users where id = d.draft_saved_by) as "draftSavedByEmail",
  d.scheduled_at as "scheduledAt", d.scheduled_text as "scheduledText",
  d.scheduled_by::int as "scheduledBy",
  d.deleted_at as "deletedAt", d.created_at as "createdAt", d.updated_at as "updatedAt"`;

export type ContentStatus = 'live' | 'draft' | 'unpublished' | 'scheduled' | 'deleted';

const STATUS_SQL: Readonly<Record<ContentStatus, string>> = {
  live: 'd.deleted_at is null and d.published_revision is not null',
  draft: 'd.deleted_at is null and (d.draft_text is not null or d.published_revision is null)',
  unpublished: 'd.deleted_at is null and d.published_revision is null',
  scheduled: 'd.deleted_at is null and d.scheduled_at is not null',
  deleted: 'd.deleted_at is not null',
};

export interface ListFilter {
  collection?: string;
  /** Only these collections (what a staff member's roles may edit). */
  collections?: readonly string[];
  q?: string;
  status?: ContentStatus;
}

/** A published text as the index reads it; live false: take the file out of the index. */
export interface ChangedText {
  file: string;
  live: boolean;
  text: string | null;
  createdAt: string;
  updatedAt: string | null;
}

export function documentsRepository(db: Queryable) {
  const one = async (where: string, params: unknown[], lock = false) => {
    const [row] = await db.query<DocumentRow>(
      `select ${COLUMNS} from content_documents d where ${where} ${lock ? 'for update of d' : ''}`,
      params,
    );
    return row ? isoTimes([row])[0] : undefined;
  };
  return {
    byId: (id: number, lock = false) => one('d.id = $1', [id], lock),
    byFile: (file: string) => one('d.file = $1', [file]),

    async count(): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from content_documents',
      );
      return row?.n ?? 0;
    },

    async page(filter: ListFilter, window: RowWindow) {
      const where = sqlFilter();
      if (filter.collection) where.and(`d.collection = ${where.bind(filter.collection)}`);
      if (filter.collections) {
        where.and(`d.collection = any(${where.bind([...filter.collections])}::text[])`);
      }
      // the bin is listed only when asked for; every other list leaves it out
      const status = filter.status;
      where.and(status === 'deleted' ? STATUS_SQL.deleted : 'd.deleted_at is null');
      if (status && status !== 'deleted') where.and(STATUS_SQL[status]);
      if (filter.q?.trim()) {
        const pattern = where.bind(containsPattern(filter.q.trim()));
        where.and(`(d.title ilike ${pattern} or d.file ilike ${pattern})`);
      }
      return pageRows<DocumentRow>(
        db,
        where,
        { select: COLUMNS, from: 'content_documents d', orderBy: 'd.updated_at desc, d.id desc' },
        window,
      );
    },

    async insert(doc: {
      file: string;
      collection: string | null;
      title: string;
      draftText: string;
      userId: number | null;
    }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into content_documents (file, collection, title, draft_text, draft_version,
                                        draft_saved_at, draft_saved_by)
         values ($1, $2, $3, $4, 1, now(), $5) returning id::int as id`,
        [doc.file, doc.collection, doc.title, doc.draftText, doc.userId],
      );
      return row!.id;
    },

    async saveDraft(id: number, text: string | null, title: string, userId: number | null) {
      const [row] = await db.query<{ draftVersion: number; savedAt: Date }>(
        `update content_documents
            set draft_text = $2, title = $3, draft_version = draft_version + 1,
                draft_saved_at = now(), draft_saved_by = $4, updated_at = now()
          where id = $1
         returning draft_version as "draftVersion", draft_saved_at as "savedAt"`,
        [id, text, title, userId],
      );
      return { draftVersion: row!.draftVersion, savedAt: row!.savedAt.toISOString() };
    },

    /** What visitors see changed: a revision (or null) at a new content version. */
    async setPublished(id: number, revision: number | null, version: number, clearDraft: boolean) {
      await db.query(
        `update content_documents
            set published_revision = $2, changed_version = $3, updated_at = now(),
                -- the draft is now what visitors see: no draft; its version stays, so an
                -- editor who keeps typing saves on without a conflict
                draft_text = case when $4 then null else draft_text end
          where id = $1`,
        [id, revision, version, clearDraft],
      );
    },

    /** Off the site; the last published text stays as the draft, to publish again. */
    async unpublish(id: number, version: number, draftText: string) {
      await db.query(
        `update content_documents
            set published_revision = null, changed_version = $2, updated_at = now(),
                draft_text = coalesce(draft_text, $3), scheduled_at = null, scheduled_text = null
          where id = $1`,
        [id, version, draftText],
      );
    },

    async setTitle(id: number, title: string) {
      await db.query('update content_documents set title = $2 where id = $1', [id, title]);
    },

    async schedule(id: number, at: string | null, text: string | null, userId: number | null) {
      await db.query(
        `update content_documents
            set scheduled_at = $2, scheduled_text = $3, scheduled_by = $4, updated_at = now()
          where id = $1`,
        [id, at, text, userId],
      );
    },

    /** Into the bin (deleted) or back out of it, at a new content version. */
    async setDeleted(id: number, deleted: boolean, userId: number | null, version: number) {
      await db.query(
        `update content_documents
            set deleted_at = case when $2 then now() else null end,
                deleted_by = case when $2 then $3::bigint else null end,
                scheduled_at = case when $2 then null else scheduled_at end,
                scheduled_text = case when $2 then null else scheduled_text end,
                changed_version = $4, updated_at = now()
          where id = $1`,
        [id, deleted, userId, version],
      );
    },

    /** Documents whose scheduled publish is due, locked; another instance skips them. */
    async dueSchedules(limit: number): Promise<{ id: number }[]> {
      return db.query<{ id: number }>(
        `select id::int as id from content_documents
          where scheduled_at <= now() and deleted_at is null
          order by scheduled_at limit $1 for update skip locked`,
        [limit],
      );
    },

    /** Every file the database knows (any state): their folders list as directories. */
    async files(): Promise<string[]> {
      const rows = await db.query<{ file: string }>('select file from content_documents');
      return rows.map((row) => row.file);
    },

    /** Files whose visible state changed after `version` (all of them for -1). */
    async changedSince(version: number): Promise<ChangedText[]> {
      const rows = await db.query<ChangedText>(
        `select d.file,
                (d.deleted_at is null and d.published_revision is not null) as live,
                r.text, d.created_at as "createdAt", r.created_at as "updatedAt"
           from content_documents d
           left join content_revisions r
             on r.document_id = d.id and r.revision = d.published_revision
          where d.changed_version > $1`,
        [version],
      );
      return isoTimes(rows);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;
