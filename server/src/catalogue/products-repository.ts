import type { CatalogueProduct } from '@dpu/contracts';
import type { Queryable } from '../db/database';

export interface ProductRow {
  proId: string;
  key: string;
  series: string;
  name: string;
}

export function productsRepository(db: Queryable) {
  return {
    /** Mirrors the PRODUCTS catalogue into the table (idempotent; proIds never change). */
    async sync(products: readonly CatalogueProduct[]): Promise<void> {
      await db.query(
        `insert into products (pro_id, key, series, name, sort_order)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])
         on conflict (pro_id) do update
           set key = excluded.key, series = excluded.series, name = excluded.name,
               sort_order = excluded.sort_order`,
        [
          products.map((p) => p.proId),
          products.map((p) => p.key),
          products.map((p) => p.series),
          products.map((p) => p.name),
          products.map((_p, index) => index),
        ],
      );
    },

    async list(): Promise<ProductRow[]> {
      return db.query<ProductRow>(
        `select pro_id as "proId", key, series, name from products order by sort_order, key`,
      );
    },
  };
}

export type GrantSource = 'purchase' | 'certification';

export function grantsRepository(db: Queryable) {
  return {
    async has(userId: number, proId: string): Promise<boolean> {
      const rows = await db.query('select 1 from grants where user_id = $1 and pro_id = $2', [
        userId,
        proId,
      ]);
      return rows.length > 0;
    },

    /** Idempotent: an existing grant keeps its first source. */
    async add(userId: number, proId: string, source: GrantSource): Promise<void> {
      await db.query(
        `insert into grants (user_id, pro_id, source) values ($1, $2, $3)
         on conflict (user_id, pro_id) do nothing`,
        [userId, proId, source],
      );
    },

    /** True when a grant was removed. */
    async remove(userId: number, proId: string): Promise<boolean> {
      const rows = await db.query(
        'delete from grants where user_id = $1 and pro_id = $2 returning 1',
        [userId, proId],
      );
      return rows.length > 0;
    },

    async forUser(userId: number): Promise<{ proId: string; source: GrantSource }[]> {
      return db.query(
        `select pro_id as "proId", source from grants where user_id = $1 order by created_at`,
        [userId],
      );
    },
  };
}
