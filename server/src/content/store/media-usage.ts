import { mediaUsesIn, type MediaUsageSource, type ReferencingText } from '../../media/usage';
import type { Queryable } from '../../db/database';

// Where an image of the media library is used, for its detail page and for refusing a delete
// (media/usage.ts): every stored content document — published, draft, scheduled, and those in
// the bin (they can be restored) — whose text refers to it (`media:<id>` or /api/media/<id>/).

export function storedContentUsage(db: Queryable): MediaUsageSource {
  return async (id) => {
    const rows = await db.query<{ file: string; title: string; deleted: boolean; text: string }>(
      `select d.file, d.title, d.deleted_at is not null as deleted,
              concat_ws(E'\\n', d.draft_text, d.scheduled_text, r.text) as text
         from content_documents d
         left join content_revisions r
           on r.document_id = d.id and r.revision = d.published_revision
        where d.draft_text like $1 or d.scheduled_text like $1 or r.text like $1
        order by d.file`,
      [`%${id}%`],
    );
    const texts: ReferencingText[] = rows.map((row) => ({
      path: `/${row.file.replace(/\.[^./]+$/, '')}`,
      title: row.deleted ? `${row.title}（回收站）` : row.title,
      text: row.text,
    }));
    return mediaUsesIn(id, texts);
  };
}
