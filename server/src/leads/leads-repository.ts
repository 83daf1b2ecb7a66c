import type { ContactRequest } from '@dpu/contracts';
import type { Queryable } from '../db/database';
import { isoTimes } from '../db/iso-times';

export interface Lead extends ContactRequest {
  id: number;
  createdAt: string;
}

export function leadsRepository(db: Queryable) {
  return {
    async insert(lead: ContactRequest, userId: number | null): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into leads (name, company, phone, email, message, interested, user_id)
         values ($1, $2, $3, $4, $5, $6, $7) returning id::int as id`,
        [
          lead.name,
          lead.company,
          lead.phone,
          lead.email,
          lead.message,
          lead.interested ?? null,
          userId,
        ],
      );
      return row!.id;
    },

    /** Newest first. */
    async page(offset: number, limit: number): Promise<{ items: Lead[]; total: number }> {
      const items = await db.query<Lead>(
        `select id::int as id, name, company, phone, email, message, interested,
                created_at as "createdAt"
           from leads order by created_at desc, id desc offset $1 limit $2`,
        [offset, limit],
      );
      const [count] = await db.query<{ total: number }>('select count(*)::int as total from leads');
      return { items: isoTimes(items), total: count?.total ?? 0 };
    },
  };
}
