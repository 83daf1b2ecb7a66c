import { Link } from '@dpu/router';
import { ContentView, useContent, useSitePageMeta } from '@dpu/ui';
import { ILLUSTRATIONS } from '../../assets/illustrations';
import { CareersFrame } from '../../components/careers-frame';
import {
  detailRoute,
  distinct,
  JOBS_DIR,
  jobsQuery,
  KIND_LABEL,
  listRoute,
  type JobKind,
  type JobSummary,
} from '../../lib/jobs';
import styles from './job-nav.module.css';

/** /joinus/{kind}/jobnav: openings grouped by department. */
export function JobNavPage({ kind }: { kind: JobKind }) {
  const jobs = useContent<JobSummary[]>(JOBS_DIR, jobsQuery(kind));
  const title = `${KIND_LABEL[kind]} · 职位导航`;
  useSitePageMeta(title);
  return (
    <CareersFrame
      title={title}
      image={ILLUSTRATIONS.building}
      trail={[
        { label: '加入我们', to: '/about/joinus' },
        { label: KIND_LABEL[kind], to: listRoute(kind) },
        { label: '职位导航' },
      ]}
    >
      <ContentView state={jobs}>
        {(list) => (
          <ul className={styles.departments} aria-label="按部门浏览">
            {distinct(list.map((job) => job.department)).map((department) => {
              const inDepartment = list.filter((job) => job.department === department);
              return (
                <li key={department} className={styles.department}>
                  <h2>
                    <Link to={listRoute(kind, { department })}>{department}</Link>
                    <span className={styles.count}>{inDepartment.length} 个职位</span>
                  </h2>
                  <ul>
                    {inDepartment.map((job) => (
                      <li key={job.slug}>
                        <Link to={detailRoute(kind, job.slug)}>{job.title}</Link>
                        <span>{job.location}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        )}
      </ContentView>
    </CareersFrame>
  );
}
