import type { Queryable } from '../db/database';
import { isoTimes } from '../db/iso-times';

export interface NewApplication {
  jobId: string;
  name: string;
  phone: string;
  email: string;
  resumeName: string;
  resumeType: string;
  resumeSize: number;
  resumePath: string;
}

export interface Application extends Omit<NewApplication, 'resumePath'> {
  id: number;
  createdAt: string;
}

export function applicationsRepository(db: Queryable) {
  return {
    async insert(application: NewApplication): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into applications (job_id, name, phone, email, resume_name, resume_type,
                                   resume_size, resume_path)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::int as id`,
        [
          application.jobId,
          application.name,
          application.phone,
          application.email,
          application.resumeName,
          application.resumeType,
          application.resumeSize,
          application.resumePath,
        ],
      );
      return row!.id;
    },

    /** Newest first; the stored path stays on the server. */
    async page(offset: number, limit: number): Promise<{ items: Application[]; total: number }> {
      const items = await db.query<Application>(
        `select id::int as id, job_id as "jobId", name, phone, email, resume_name as "resumeName",
                resume_type as "resumeType", resume_size as "resumeSize",
                created_at as "createdAt"
           from applications order by created_at desc, id desc offset $1 limit $2`,
        [offset, limit],
      );
      const [count] = await db.query<{ total: number }>(
        'select count(*)::int as total from applications',
      );
      return { items: isoTimes(items), total: count?.total ?? 0 };
    },

    async resume(
      id: number,
    ): Promise<{ resumePath: string; resumeName: string; resumeType: string } | undefined> {
      const [row] = await db.query<{ resumePath: string; resumeName: string; resumeType: string }>(
        `select resume_path as "resumePath", resume_name as "resumeName",
                resume_type as "resumeType" from applications where id = $1`,
        [id],
      );
      return row;
    },
  };
}
