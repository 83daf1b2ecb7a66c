import { Link } from '@dpu/router';
import { formatDate } from '@dpu/ui';
import { detailRoute, type JobSummary } from '../lib/jobs';
import styles from './careers.module.css';

/** Openings as a list: title, department, city, date; each links to its detail page. */
export function JobList({ jobs, label }: { jobs: readonly JobSummary[]; label: string }) {
  return (
    <ul className={styles.jobs} aria-label={label}>
      {jobs.map((job) => (
        <li key={job.slug} className={styles.job}>
          <div className={styles.jobMain}>
            <h3 className={styles.jobTitle}>
              <Link to={detailRoute(job.kind, job.slug)}>{job.title}</Link>
            </h3>
            <p className={styles.jobMeta}>
              <span>{job.department}</span>
              <span>{job.location}</span>
              {job.experience && <span>{job.experience}</span>}
              {job.education && <span>{job.education}</span>}
            </p>
            {job.description && <p className={styles.jobDescription}>{job.description}</p>}
          </div>
          <div className={styles.jobSide}>
            <time dateTime={formatDate(job.date)}>{formatDate(job.date)}</time>
            <Link className={styles.jobLink} to={detailRoute(job.kind, job.slug)}>
              查看详情
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
