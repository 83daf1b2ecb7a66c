import type { Queryable } from '../../db/database';

// A document's preview epoch (migration 0014): preview links carry the epoch they were signed
// at, and revoking a document's links moves it on. The only place its SQL lives.

export function previewEpochsRepository(db: Queryable) {
  return {
    /** The epoch links are signed at now (0 until the first revocation). */
    async current(documentId: number): Promise<number> {
      const [row] = await db.query<{ epoch: number }>(
        'select epoch from content_preview_epochs where document_id = $1',
        [documentId],
      );
      return row?.epoch ?? 0;
    },

    /** Refuses every link signed so far; answers the new epoch. */
    async bump(documentId: number): Promise<number> {
      const [row] = await db.query<{ epoch: number }>(
        `insert into content_preview_epochs (document_id, epoch) values ($1, 1)
         on conflict (document_id) do update set epoch = content_preview_epochs.epoch + 1
         returning epoch`,
        [documentId],
      );
      return row!.epoch;
    },
  };
}
