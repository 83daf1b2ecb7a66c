import type { Queryable } from '../db/database';

export interface FileRecord {
  id: number;
  pdfKey: string | null;
  /** null = public */
  proId: string | null;
  kind: string;
  title: string;
  fileName: string;
  contentType: string;
  version: string;
  releaseDate: string;
  size: number;
  sha256: string;
  releaseNotes: string;
  /** Relative to FILES_DIR: a generated file on disk; null for a file in the blob store. */
  storagePath: string | null;
  /** The blob of a file staff published (blobs/material-files.ts); null for a generated one. */
  blobKey?: string | null;
  /** A support release staff withdrew: customers may no longer download it. */
  withdrawn?: boolean;
}

/** A file staff publish: its id comes from a sequence, its bytes are in the blob store. */
export type NewStoredFile = Omit<FileRecord, 'id' | 'storagePath' | 'blobKey'> & {
  blobKey: string;
};

const COLUMNS = `id, pdf_key as "pdfKey", pro_id as "proId", kind, title, file_name as "fileName",
  content_type as "contentType", version, to_char(release_date, 'YYYY-MM-DD') as "releaseDate",
  size::float8 as size, sha256, release_notes as "releaseNotes", storage_path as "storagePath",
  blob_key as "blobKey", (withdrawn_at is not null) as withdrawn`;

/** What describes a file, in the stored-file insert's column order (pdf_key … release_notes). */
function describedBy(file: Omit<FileRecord, 'id' | 'storagePath'>) {
  return [
    file.pdfKey,
    file.proId,
    file.kind,
    file.title,
    file.fileName,
    file.contentType,
    file.version,
    file.releaseDate,
    file.size,
    file.sha256,
    file.releaseNotes,
  ];
}

export function filesRepository(db: Queryable) {
  return {
    /**
     * The generated files' rows (the seed at every start): one statement, and a row that
     * already says the same is left as it is.
     */
    async upsertMany(files: readonly FileRecord[]): Promise<void> {
      const column = <T>(pick: (file: FileRecord) => T) => files.map(pick);
      await db.query(
        `insert into files (id, pdf_key, pro_id, kind, title, file_name, content_type, version,
                            release_date, size, sha256, release_notes, storage_path)
         select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[],
                              $6::text[], $7::text[], $8::text[], $9::date[], $10::bigint[],
                              $11::text[], $12::text[], $13::text[])
         on conflict (id) do update set pdf_key = excluded.pdf_key, pro_id = excluded.pro_id,
           kind = excluded.kind, title = excluded.title, file_name = excluded.file_name,
           content_type = excluded.content_type, version = excluded.version,
           release_date = excluded.release_date, size = excluded.size, sha256 = excluded.sha256,
           release_notes = excluded.release_notes, storage_path = excluded.storage_path,
           updated_at = now()
         where (files.pdf_key, files.pro_id, files.kind, files.title, files.file_name,
                files.content_type, files.version, files.release_date, files.size, files.sha256,
                files.release_notes, files.storage_path)
           is distinct from
               (excluded.pdf_key, excluded.pro_id, excluded.kind, excluded.title,
                excluded.file_name, excluded.content_type, excluded.version,
                excluded.release_date, excluded.size, excluded.sha256, excluded.release_notes,
                excluded.storage_path)`,
        [
          column((file) => file.id),
          column((file) => file.pdfKey),
          column((file) => file.proId),
          column((file) => file.kind),
          column((file) => file.title),
          column((file) => file.fileName),
          column((file) => file.contentType),
          column((file) => file.version),
          column((file) => file.releaseDate),
          column((file) => file.size),
          column((file) => file.sha256),
          column((file) => file.releaseNotes),
          column((file) => file.storagePath),
        ],
      );
    },

    async insertStored(file: NewStoredFile): Promise<FileRecord> {
      const [row] = await db.query<FileRecord>(
        `insert into files (id, pdf_key, pro_id, kind, title, file_name, content_type, version,
                            release_date, size, sha256, release_notes, blob_key)
         values (nextval('files_uploaded_id'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         returning ${COLUMNS}`,
        [...describedBy(file), file.blobKey],
      );
      return row!;
    },

    async byId(id: number): Promise<FileRecord | undefined> {
      const [row] = await db.query<FileRecord>(`select ${COLUMNS} from files where id = $1`, [id]);
      return row;
    },

    async byPdfKey(pdfKey: string): Promise<FileRecord | undefined> {
      const [row] = await db.query<FileRecord>(`select ${COLUMNS} from files where pdf_key = $1`, [
        pdfKey,
      ]);
      return row;
    },

    async byIds(ids: number[]): Promise<FileRecord[]> {
      if (ids.length === 0) return [];
      return db.query<FileRecord>(`select ${COLUMNS} from files where id = any($1::int[])`, [ids]);
    },
  };
}
