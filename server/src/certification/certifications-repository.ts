import type { CertificationRequest, CertificationStatus, StaffCertification } from '@dpu/contracts';
import type { Queryable } from '../db/database';
import { isoTimes } from '../db/iso-times';
import {
  containsPattern,
  createdOrder,
  pageRows,
  sqlFilter,
  type RowsPage,
  type RowWindow,
} from '../db/sql-filter';

/** A request as stored: the optional fields are null when not given. */
export interface NewCertification extends Omit<CertificationRequest, 'orderNumber' | 'remark'> {
  userId: number;
  orderNumber: string | null;
  remark: string | null;
}

export interface CertificationFilter {
  status?: CertificationStatus;
  proId?: string;
  /** Part of the company or of the customer's e-mail. */
  q?: string;
  sort?: '-createdAt' | 'createdAt';
}

/** A request with its customer, as staff see it. */
export type Certification = StaffCertification;

const COLUMNS = `c.id::int as id, c.user_id::int as "userId", c.pro_id as "proId", c.series,
  p.name as "productName", c.serial_number as "serialNumber", c.company,
  c.contact_name as "contactName", c.phone, c.order_number as "orderNumber", c.remark, c.status,
  c.reason, c.created_at as "createdAt", c.decided_at as "decidedAt", u.email, u.user_name as "userName"`;
// every request has a product (not null, a foreign key): the join leaves none out, also of a count
const FROM = `certifications c join products p on p.pro_id = c.pro_id join users u on u.id = c.user_id`;
const SELECT = `select ${COLUMNS} from ${FROM}`;

export function certificationsRepository(db: Queryable) {
  return {
    async insert(request: NewCertification): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into certifications (user_id, pro_id, series, serial_number, company,
                                     contact_name, phone, order_number, remark)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int as id`,
        [
          request.userId,
          request.proId,
          request.series,
          request.serialNumber,
          request.company,
          request.contactName,
          request.phone,
          request.orderNumber,
          request.remark,
        ],
      );
      return row!.id;
    },

    async hasPending(userId: number, proId: string): Promise<boolean> {
      const rows = await db.query(
        `select 1 from certifications where user_id = $1 and pro_id = $2 and status = 'pending'`,
        [userId, proId],
      );
      return rows.length > 0;
    },

    async forUser(userId: number): Promise<Certification[]> {
      return isoTimes(
        await db.query<Certification>(
          `${SELECT} where c.user_id = $1 order by c.created_at desc, c.id desc`,
          [userId],
        ),
      );
    },

    async byId(id: number): Promise<Certification | undefined> {
      const [row] = isoTimes(await db.query<Certification>(`${SELECT} where c.id = $1`, [id]));
      return row;
    },

    async byStatus(status: CertificationStatus | undefined): Promise<Certification[]> {
      const rows = status
        ? await db.query<Certification>(
            `${SELECT} where c.status = $1 order by c.created_at, c.id limit 500`,
            [status],
          )
        : await db.query<Certification>(
            `${SELECT} order by c.created_at desc, c.id desc limit 500`,
          );
      return isoTimes(rows);
    },

    /** The staff queue: pending first, then by creation time; filtered and paged in SQL. */
    async page(filter: CertificationFilter, window: RowWindow): Promise<RowsPage<Certification>> {
      const where = sqlFilter();
      if (filter.status) where.and(`c.status = ${where.bind(filter.status)}`);
      if (filter.proId) where.and(`c.pro_id = ${where.bind(filter.proId)}`);
      if (filter.q) {
        const pattern = where.bind(containsPattern(filter.q));
        where.and(`(c.company ilike ${pattern} or u.email ilike ${pattern})`);
      }
      const order = createdOrder(filter.sort);
      return pageRows<Certification>(
        db,
        where,
        {
          select: COLUMNS,
          from: FROM,
          orderBy: `(c.status = 'pending') desc, c.created_at ${order}, c.id ${order}`,
        },
        window,
      );
    },

    /** Decides a pending request; false when it was no longer pending (decided meanwhile). */
    async decide(
      id: number,
      status: 'approved' | 'rejected',
      deciderId: number | null,
      reason: string | null,
    ): Promise<boolean> {
      const rows = await db.query(
        `update certifications set status = $2, decided_by = $3, reason = $4, decided_at = now()
          where id = $1 and status = 'pending' returning 1`,
        [id, status, deciderId, reason],
      );
      return rows.length > 0;
    },
  };
}
