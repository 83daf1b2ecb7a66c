import type { MaterialItem, MaterialType } from '@dpu/contracts';
import type { Queryable } from '../db/database';

export interface MaterialSeed {
  id: number;
  proId: string;
  type: MaterialType;
  title: string;
  summary: string;
  version: string | null;
  releaseDate: string;
  fileId: number | null;
  url: string | null;
  sortOrder: number;
}

export function materialsRepository(db: Queryable) {
  return {
    async upsertMany(items: MaterialSeed[]): Promise<void> {
      await db.query(
        `insert into materials (id, pro_id, type, title, summary, version, release_date, file_id,
                                url, sort_order)
         select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[],
                              $6::text[], $7::date[], $8::int[], $9::text[], $10::int[])
         on conflict (id) do update set pro_id = excluded.pro_id, type = excluded.type,
           title = excluded.title, summary = excluded.summary, version = excluded.version,
           release_date = excluded.release_date, file_id = excluded.file_id, url = excluded.url,
           sort_order = excluded.sort_order`,
        [
          items.map((m) => m.id),
          items.map((m) => m.proId),
          items.map((m) => m.type),
          items.map((m) => m.title),
          items.map((m) => m.summary),
          items.map((m) => m.version),
          items.map((m) => m.releaseDate),
          items.map((m) => m.fileId),
          items.map((m) => m.url),
          items.map((m) => m.sortOrder),
        ],
      );
    },

    async list(proId: string, type: MaterialType): Promise<MaterialItem[]> {
      return db.query<MaterialItem>(
        `select m.id, m.type, m.title, m.summary, m.version,
                to_char(m.release_date, 'YYYY-MM-DD') as date, m.file_id as "fileId",
                f.file_name as "fileName", f.size::int as size, f.sha256, m.url
           from materials m left join files f on f.id = m.file_id
          where m.pro_id = $1 and m.type = $2 and m.withdrawn_at is null
          order by m.sort_order, m.release_date desc, m.id desc`,
        [proId, type],
      );
    },
  };
}
