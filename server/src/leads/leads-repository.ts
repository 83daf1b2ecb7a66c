import type { ContactRequest } from '@dpu/contracts';
import type { Queryable } from '../db/database';
import { isoTimes } from '../db/iso-times';
import { createdOrder, pageRows, sqlFilter, type RowsPage, type RowWindow } from '../db/sql-filter';

export interface Lead extends ContactRequest {
  id: number;
  createdAt: string;
  handledAt: string | null;
}

export interface LeadFilter {
  /** A product key; '-' for leads that named none. */
  interested?: string;
  /** YYYY-MM-DD, inclusive */
  from?: string;
  /** YYYY-MM-DD, exclusive */
  toExclusive?: string;
  handled?: boolean;
  sort?: '-createdAt' | 'createdAt';
}

const LEAD_COLUMNS = `id::int as id, name, company, phone, email, message, interested,
  created_at as "createdAt", handled_at as "handledAt"`;

function leadWhere(filter: LeadFilter) {
  const where = sqlFilter();
  if (filter.interested === '-') where.and('interested is null');
  else if (filter.interested) where.and(`interested = ${where.bind(filter.interested)}`);
  if (filter.from) where.and(`created_at >= ${where.bind(filter.from)}::date`);
  if (filter.toExclusive) where.and(`created_at < ${where.bind(filter.toExclusive)}::date`);
  if (filter.handled !== undefined) {
    where.and(filter.handled ? 'handled_at is not null' : 'handled_at is null');
  }
  return where;
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

    /** Newest first unless sorted otherwise; filtered and paged in SQL. */
    async page(filter: LeadFilter, window: RowWindow): Promise<RowsPage<Lead>> {
      const where = leadWhere(filter);
      const order = createdOrder(filter.sort);
      return pageRows<Lead>(
        db,
        where,
        { select: LEAD_COLUMNS, from: 'leads', orderBy: `created_at ${order}, id ${order}` },
        window,
      );
    },

    /** Every lead the filter selects, up to limit, for the CSV export. */
    async list(filter: LeadFilter, limit: number): Promise<Lead[]> {
      const where = leadWhere(filter);
      const order = createdOrder(filter.sort);
      return isoTimes(
        await db.query<Lead>(
          `select ${LEAD_COLUMNS} from leads ${where.where()}
            order by created_at ${order}, id ${order} limit ${where.bind(limit)}`,
          where.params,
        ),
      );
    },

    /** Marks a lead handled (or not); undefined when there is no such lead. */
    async setHandled(id: number, handled: boolean, userId: number): Promise<Lead | undefined> {
      const [row] = await db.query<Lead>(
        `update leads set handled_at = case when $2 then coalesce(handled_at, now()) end,
                          handled_by = case when $2 then $3::bigint end
          where id = $1 returning ${LEAD_COLUMNS}`,
        [id, handled, userId],
      );
      return row ? isoTimes([row])[0] : undefined;
    },
  };
}
