import type { Queryable } from '../db/database';
import type { ApplicationStatus, JobApplicationFields, StaffApplication } from '@dpu/contracts';
import { isoTimes } from '../db/iso-times';
import { createdOrder, pageRows, sqlFilter, type RowsPage, type RowWindow } from '../db/sql-filter';

export interface NewApplication extends JobApplicationFields {
  resumeName: string;
  resumeType: string;
  resumeSize: number;
  /** The blob of the résumé (blob store). */
  resumeKey: string;
}

/** An application as staff see it. */
export type Application = StaffApplication;

export interface StoredResume {
  /** null only for a résumé an older version left on disk that was never imported */
  resumeKey: string | null;
  resumeName: string;
  resumeType: string;
  /** the applicant's */
  name: string;
  jobId: string;
}

export interface ApplicationFilter {
  jobId?: string;
  status?: ApplicationStatus;
  sort?: '-createdAt' | 'createdAt';
}

const APPLICATION_COLUMNS = `id::int as id, job_id as "jobId", name, phone, email,
  resume_name as "resumeName", resume_type as "resumeType", resume_size as "resumeSize",
  status, created_at as "createdAt"`;

export function applicationsRepository(db: Queryable) {
  return {
    async insert(application: NewApplication): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into applications (job_id, name, phone, email, resume_name, resume_type,
                                   resume_size, resume_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::int as id`,
        [
          application.jobId,
          application.name,
          application.phone,
          application.email,
          application.resumeName,
          application.resumeType,
          application.resumeSize,
          application.resumeKey,
        ],
      );
      return row!.id;
    },

    /** Newest first unless sorted otherwise; the stored path stays on the server. */
    async page(filter: ApplicationFilter, window: RowWindow): Promise<RowsPage<Application>> {
      const where = sqlFilter();
      if (filter.jobId) where.and(`job_id = ${where.bind(filter.jobId)}`);
      if (filter.status) where.and(`status = ${where.bind(filter.status)}`);
      const order = createdOrder(filter.sort);
      return pageRows<Application>(
        db,
        where,
        {
          select: APPLICATION_COLUMNS,
          from: 'applications',
          orderBy: `created_at ${order}, id ${order}`,
        },
        window,
      );
    },

    /** Each job that received applications: how many, and how many are still new. */
    async countsByJob(): Promise<{ jobId: string; total: number; fresh: number }[]> {
      return db.query(
        `select job_id as "jobId", count(*)::int as total,
                (count(*) filter (where status = 'new'))::int as fresh
           from applications group by job_id order by max(created_at) desc limit 500`,
      );
    },

    async byId(id: number): Promise<Application | undefined> {
      const [row] = await db.query<Application>(
        `select ${APPLICATION_COLUMNS} from applications where id = $1`,
        [id],
      );
      return row ? isoTimes([row])[0] : undefined;
    },

    /** Sets the status; undefined when there is no such application. */
    async setStatus(id: number, status: ApplicationStatus): Promise<Application | undefined> {
      const [row] = await db.query<Application>(
        `update applications set status = $2, status_changed_at = now()
          where id = $1 returning ${APPLICATION_COLUMNS}`,
        [id, status],
      );
      return row ? isoTimes([row])[0] : undefined;
    },

    async resume(id: number): Promise<StoredResume | undefined> {
      const [row] = await db.query<StoredResume>(
        `select resume_key as "resumeKey", resume_name as "resumeName",
                resume_type as "resumeType", name, job_id as "jobId"
           from applications where id = $1`,
        [id],
      );
      return row;
    },

    /** Résumés older versions wrote to DATA_DIR/uploads, not yet in the blob store. */
    async onDisk(limit: number): Promise<{ id: number; resumePath: string; resumeType: string }[]> {
      return db.query(
        `select id::int as id, resume_path as "resumePath", resume_type as "resumeType"
           from applications where resume_key is null and resume_path is not null
          order by id limit $1`,
        [limit],
      );
    },

    async moveResumeToBlob(id: number, resumeKey: string): Promise<void> {
      await db.query('update applications set resume_key = $2, resume_path = null where id = $1', [
        id,
        resumeKey,
      ]);
    },
  };
}
