import type { Queryable } from '../db/database';
import { isoTimes } from '../db/iso-times';
import { containsPattern, pageRows, sqlFilter, type RowWindow } from '../db/sql-filter';

// The media library's rows (migration 0007): media keeps the id, the alt text and the
// current version; media_versions one row per uploaded file. Each change that touches both
// is one statement, so no transaction is needed and two replaces never share a version.

/** An image: its current file with what names and dates it. */
export interface MediaRow extends MediaFile {
  id: number;
  alt: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface MediaVersionRow {
  version: number;
  fileName: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  createdAt: string;
  createdBy: string | null;
  blobKey: string;
}

/** One stored file of an image (what a version row records). */
export interface MediaFile {
  blobKey: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  width: number;
  height: number;
}

const COLUMNS = `m.id::int as id, m.alt, m.version, v.blob_key as "blobKey", v.file_name as "fileName",
  v.content_type as "contentType", v.size::float8 as size, v.sha256, v.width, v.height,
  m.created_at as "createdAt", m.updated_at as "updatedAt"`;
const FROM = 'media m join media_versions v on v.media_id = m.id and v.version = m.version';
const CURRENT = `${COLUMNS} from ${FROM}`;

const FILE_VALUES = '$3, $4, $5, $6, $7, $8, $9';
const fileParams = (file: MediaFile) => [
  file.blobKey,
  file.fileName,
  file.contentType,
  file.size,
  file.sha256,
  file.width,
  file.height,
];

export function mediaRepository(db: Queryable) {
  const byId = async (id: number): Promise<MediaRow | undefined> => {
    const [row] = await db.query<MediaRow>(`select ${CURRENT} where m.id = $1`, [id]);
    return row ? isoTimes([row])[0] : undefined;
  };
  return {
    byId,

    /** An id before the image exists: its blobs are named after it. */
    async nextId(): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `select nextval(pg_get_serial_sequence('media', 'id'))::int as id`,
      );
      return row!.id;
    },

    async insert(id: number, alt: string, file: MediaFile, userId: number | null) {
      await db.query(
        `with m as (insert into media (id, alt, created_by) values ($1, $2, $10) returning id)
         insert into media_versions (media_id, version, blob_key, file_name, content_type, size,
                                     sha256, width, height, created_by)
         select m.id, 1, ${FILE_VALUES}, $10 from m`,
        [id, alt, ...fileParams(file), userId],
      );
      return (await byId(id))!;
    },

    /** The next version; undefined when there is no such image. */
    async addVersion(id: number, alt: string | undefined, file: MediaFile, userId: number | null) {
      const rows = await db.query(
        `with m as (update media set version = version + 1, updated_at = now(),
                                     alt = coalesce($2, alt)
                     where id = $1 returning id, version)
         insert into media_versions (media_id, version, blob_key, file_name, content_type, size,
                                     sha256, width, height, created_by)
         select m.id, m.version, ${FILE_VALUES}, $10 from m returning version`,
        [id, alt ?? null, ...fileParams(file), userId],
      );
      return rows.length ? byId(id) : undefined;
    },

    async setAlt(id: number, alt: string): Promise<MediaRow | undefined> {
      const rows = await db.query('update media set alt = $2 where id = $1 returning id', [
        id,
        alt,
      ]);
      return rows.length ? byId(id) : undefined;
    },

    /** Newest first; q finds part of the alt text or of the file name. */
    async page(q: string | undefined, window: RowWindow) {
      const where = sqlFilter();
      if (q) {
        const pattern = where.bind(containsPattern(q));
        where.and(`(m.alt ilike ${pattern} or v.file_name ilike ${pattern})`);
      }
      const orderBy = 'm.updated_at desc, m.id desc';
      return pageRows<MediaRow>(db, where, { select: COLUMNS, from: FROM, orderBy }, window);
    },

    async versions(id: number): Promise<MediaVersionRow[]> {
      const rows = await db.query<MediaVersionRow>(
        `select v.version, v.file_name as "fileName", v.content_type as "contentType",
                v.size::float8 as size, v.width, v.height, v.created_at as "createdAt",
                u.email as "createdBy", v.blob_key as "blobKey"
           from media_versions v left join users u on u.id = v.created_by
          where v.media_id = $1 order by v.version desc`,
        [id],
      );
      return isoTimes(rows);
    },

    /** true when it existed; its version rows go with it. */
    async delete(id: number): Promise<boolean> {
      return (await db.query('delete from media where id = $1 returning id', [id])).length > 0;
    },
  };
}
