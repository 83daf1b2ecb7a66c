import { Link } from '@dpu/router';
import { formatDate, Row, RowList } from '@dpu/ui';
import { detailRoute, type JobSummary } from '../lib/jobs';
import styles from './careers.module.css';

/** Openings as a list: title, department, city, date; each links to its detail page. */
export function JobList({ jobs, label }: { jobs: readonly JobSummary[]; label: string }) {
  return (
    <RowList label={label}>
      {jobs.map((job) => (
        <Row
          key={job.slug}
          headingLevel="h3"
          title={<Link to={detailRoute(job.kind, job.slug)}>{job.title}</Link>}
          meta={
            <>
              <span>{job.department}</span>
              <span>{job.location}</span>
              {job.experience && <span>{job.experience}</span>}
              {job.education && <span>{job.education}</span>}
            </>
          }
          description={job.description}
          side={
            <>
              <time dateTime={formatDate(job.date)}>{formatDate(job.date)}</time>
              <Link className={styles.link} to={detailRoute(job.kind, job.slug)}>
                查看详情
              </Link>
            </>
          }
        />
      ))}
    </RowList>
  );
}
