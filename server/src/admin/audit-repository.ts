import type { AuditAction, AuditEntry } from '@dpu/contracts';
import type { Queryable } from '../db/database';
import { createdOrder, pageRows, sqlFilter, type RowsPage, type RowWindow } from '../db/sql-filter';

export interface NewAuditEntry {
  /** null when done from the command line */
  actorId: number | null;
  action: AuditAction;
  target: string;
  detail?: string;
}

export function auditRepository(db: Queryable) {
  return {
    async record(entry: NewAuditEntry): Promise<void> {
      await db.query(
        `insert into audit_log (actor_id, actor_email, action, target, detail)
         values ($1, (select email from users where id = $1), $2, $3, $4)`,
        [entry.actorId, entry.action, entry.target, entry.detail ?? ''],
      );
    },

    /** Newest first unless sorted otherwise. */
    async page(
      filter: { action?: AuditAction; sort?: '-createdAt' | 'createdAt' },
      window: RowWindow,
    ): Promise<RowsPage<AuditEntry>> {
      const where = sqlFilter();
      if (filter.action) where.and(`action = ${where.bind(filter.action)}`);
      const order = createdOrder(filter.sort);
      return pageRows<AuditEntry>(
        db,
        where,
        {
          select: `id::int as id, actor_email as "actorEmail", action, target, detail,
                   created_at as "createdAt"`,
          from: 'audit_log',
          orderBy: `created_at ${order}, id ${order}`,
        },
        window,
      );
    },
  };
}
