import type { AuditAction } from '@dpu/contracts';
import type { Queryable } from '../../db/database';
import { isoTimes } from '../../db/iso-times';

// Published revisions (never changed once written), refused saves, the content version and
// the studio's lines in the audit log (migration 0009).

export type RevisionOrigin = 'import' | 'publish' | 'schedule' | 'rollback';

export interface RevisionRow {
  revision: number;
  origin: RevisionOrigin;
  restoredFrom: number | null;
  createdAt: string;
  createdByEmail: string | null;
}

export interface ConflictRow {
  id: number;
  baseVersion: number;
  text: string;
  savedByEmail: string | null;
  createdAt: string;
}

export type ContentAuditAction = Extract<AuditAction, `content_${string}`>;

/** Auto-saves of one editor on one document within this time are one audit line. */
const SAVE_AUDIT_WINDOW = '10 minutes';

export function revisionsRepository(db: Queryable) {
  return {
    async add(
      documentId: number,
      text: string,
      origin: RevisionOrigin,
      userId: number | null,
      restoredFrom: number | null = null,
    ): Promise<number> {
      const [row] = await db.query<{ revision: number }>(
        `insert into content_revisions
           (document_id, revision, text, origin, created_by, created_by_email, restored_from)
         select $1, coalesce(max(revision), 0) + 1, $2, $3, $4,
                (select email from users where id = $4), $5
           from content_revisions where document_id = $1
         returning revision`,
        [documentId, text, origin, userId, restoredFrom],
      );
      return row!.revision;
    },

    async list(documentId: number): Promise<RevisionRow[]> {
      const rows = await db.query<RevisionRow>(
        `select revision, origin, restored_from as "restoredFrom", created_at as "createdAt",
                created_by_email as "createdByEmail"
           from content_revisions where document_id = $1 order by revision desc`,
        [documentId],
      );
      return isoTimes(rows);
    },

    async get(documentId: number, revision: number) {
      const [row] = await db.query<RevisionRow & { text: string }>(
        `select revision, origin, restored_from as "restoredFrom", created_at as "createdAt",
                created_by_email as "createdByEmail", text
           from content_revisions where document_id = $1 and revision = $2`,
        [documentId, revision],
      );
      return row ? isoTimes([row])[0] : undefined;
    },

    async addConflict(
      documentId: number,
      baseVersion: number,
      text: string,
      userId: number | null,
    ) {
      const [row] = await db.query<{ id: number }>(
        `insert into content_conflicts (document_id, base_version, text, saved_by, saved_by_email)
         values ($1, $2, $3, $4, (select email from users where id = $4))
         returning id::int as id`,
        [documentId, baseVersion, text, userId],
      );
      return row!.id;
    },

    async conflicts(documentId: number, limit = 20): Promise<ConflictRow[]> {
      const rows = await db.query<ConflictRow>(
        `select id::int as id, base_version as "baseVersion", text,
                saved_by_email as "savedByEmail", created_at as "createdAt"
           from content_conflicts where document_id = $1
          order by created_at desc, id desc limit $2`,
        [documentId, limit],
      );
      return isoTimes(rows);
    },

    /** The next content version (the row lock orders concurrent publishes). */
    async bumpVersion(): Promise<number> {
      const [row] = await db.query<{ version: string }>(
        'update content_state set version = version + 1 returning version',
      );
      return Number(row!.version);
    },

    async state(): Promise<{ version: number; previewSecret: string }> {
      const [row] = await db.query<{ version: string; previewSecret: string }>(
        'select version, preview_secret as "previewSecret" from content_state',
      );
      return { version: Number(row?.version ?? 0), previewSecret: row?.previewSecret ?? '' };
    },

    async audit(entry: {
      actorId: number | null;
      action: ContentAuditAction;
      target: string;
      detail?: string;
    }): Promise<void> {
      const params = [entry.actorId, entry.action, entry.target, entry.detail ?? ''];
      if (entry.action === 'content_save') {
        const touched = await db.query(
          `update audit_log set created_at = now(), detail = $4
            where id = (select id from audit_log
                         where action = $2 and target = $3 and actor_id is not distinct from $1
                           and created_at > now() - interval '${SAVE_AUDIT_WINDOW}'
                         order by created_at desc limit 1)
           returning id`,
          params,
        );
        if (touched.length) return;
      }
      await db.query(
        `insert into audit_log (actor_id, actor_email, action, target, detail)
         values ($1, (select email from users where id = $1), $2, $3, $4)`,
        params,
      );
    },
  };
}

export type RevisionsRepository = ReturnType<typeof revisionsRepository>;
