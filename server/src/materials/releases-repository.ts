import type { MaterialType, StaffRelease } from '@dpu/contracts';
import type { Queryable } from '../db/database';

// Releases staff publish (migration 0013): a materials row pointing at a stored file, plus an
// announcement row (release_of) when the editor wrote one. Both are one statement, so a
// release never shows without its announcement or the other way round.

export interface NewRelease {
  proId: string;
  type: MaterialType;
  title: string;
  releaseNotes: string;
  version: string;
  /** YYYY-MM-DD */
  releaseDate: string;
  fileId: number;
  announcement: { title: string; text: string } | null;
  publishedBy: number;
}

export interface ReleaseHolder {
  email: string;
  userName: string;
}

const STAFF_COLUMNS = `m.id, m.pro_id as "proId", f.kind, m.title, m.version,
  to_char(m.release_date, 'YYYY-MM-DD') as date, m.summary as "releaseNotes",
  a.summary as announcement, f.id as "fileId", f.file_name as "fileName", f.size::int as size,
  f.sha256, to_char(m.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    as "publishedAt", u.email as "publishedBy", (m.withdrawn_at is not null) as withdrawn`;

export function releasesRepository(db: Queryable) {
  return {
    async insert(release: NewRelease): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `with release as (
           insert into materials (id, pro_id, type, title, summary, version, release_date,
                                  file_id, sort_order, published_by, published_at)
           values (nextval('materials_published_id'), $1, $2, $3, $4, $5, $6, $7, -1, $8, now())
           returning id
         ), announcement as (
           insert into materials (id, pro_id, type, title, summary, release_date, sort_order,
                                  published_by, published_at, release_of)
           select nextval('materials_published_id'), $1, 'announcements', $9, $10, $6, -1, $8,
                  now(), release.id
             from release where $9::text is not null
         )
         select id from release`,
        [
          release.proId,
          release.type,
          release.title,
          release.releaseNotes,
          release.version,
          release.releaseDate,
          release.fileId,
          release.publishedBy,
          release.announcement?.title ?? null,
          release.announcement?.text ?? null,
        ],
      );
      return row!.id;
    },

    /** Every release, newest first; withdrawn ones too (staff keep them). */
    async list(proId?: string): Promise<StaffRelease[]> {
      return db.query<StaffRelease>(
        `select ${STAFF_COLUMNS}
           from materials m
           join files f on f.id = m.file_id
           left join materials a on a.release_of = m.id
           left join users u on u.id = m.published_by
          where m.published_at is not null and m.release_of is null
            and ($1::text is null or m.pro_id = $1)
          order by m.published_at desc, m.id desc
          limit 500`,
        [proId ?? null],
      );
    },

    async byId(id: number): Promise<StaffRelease | undefined> {
      const [row] = await db.query<StaffRelease>(
        `select ${STAFF_COLUMNS}
           from materials m
           join files f on f.id = m.file_id
           left join materials a on a.release_of = m.id
           left join users u on u.id = m.published_by
          where m.id = $1 and m.published_at is not null and m.release_of is null`,
        [id],
      );
      return row;
    },

    /** Withdraws (or restores) the release, its announcement and its file's download. */
    async setWithdrawn(id: number, withdrawn: boolean): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `with release as (
           update materials set withdrawn_at = case when $2 then now() end
            where (id = $1 or release_of = $1) and published_at is not null
           returning id, file_id
         ), file as (
           update files set withdrawn_at = case when $2 then now() end
            where id in (select file_id from release where file_id is not null)
         )
         select id from release`,
        [id, withdrawn],
      );
      return rows.length > 0;
    },

    /** Customers holding the product who leave release mails on. */
    async holdersToMail(proId: string): Promise<ReleaseHolder[]> {
      return db.query<ReleaseHolder>(
        `select u.email, u.user_name as "userName"
           from grants g join users u on u.id = g.user_id
          where g.pro_id = $1 and u.user_type = 'customer' and u.release_mail
          order by u.id`,
        [proId],
      );
    },

    async releaseMail(userId: number): Promise<boolean> {
      const [row] = await db.query<{ releaseMail: boolean }>(
        'select release_mail as "releaseMail" from users where id = $1',
        [userId],
      );
      return row?.releaseMail ?? true;
    },

    async setReleaseMail(userId: number, on: boolean): Promise<void> {
      await db.query('update users set release_mail = $2 where id = $1', [userId, on]);
    },
  };
}
