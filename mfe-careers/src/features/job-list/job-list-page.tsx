import { Link } from '@dpu/router';
import { choiceClassName, ContentList, useContent, useQueryParam, useSitePageMeta } from '@dpu/ui';
import { ILLUSTRATIONS } from '../../assets/illustrations';
import { CareersFrame } from '../../components/careers-frame';
import { JobList } from '../../components/job-list';
import styles from '../../components/careers.module.css';
import { useCareersCopy } from '../../lib/careers-copy';
import {
  distinct,
  JOBS_DIR,
  jobsQuery,
  KIND_LABEL,
  listRoute,
  navRoute,
  type JobFilter,
  type JobKind,
  type JobSummary,
} from '../../lib/jobs';

function FilterRow({
  label,
  values,
  current,
  hrefFor,
}: {
  label: string;
  values: readonly string[];
  current: string | undefined;
  hrefFor: (value: string | undefined) => string;
}) {
  if (values.length === 0) return null;
  return (
    <div className={styles.filters} role="group" aria-label={label}>
      <span className={styles.filterLabel}>{label}：</span>
      <Link className={choiceClassName(!current)} to={hrefFor(undefined)}>
        全部
      </Link>
      {values.map((value) => (
        <Link
          key={value}
          className={choiceClassName(value === current)}
          aria-current={value === current ? 'true' : undefined}
          to={hrefFor(value)}
        >
          {value}
        </Link>
      ))}
    </div>
  );
}

/** /joinus/social and /joinus/school: openings, newest first, filtered by department/city. */
export function JobListPage({ kind }: { kind: JobKind }) {
  const filter: JobFilter = {
    department: useQueryParam('department') || undefined,
    location: useQueryParam('location') || undefined,
  };
  const filtered = Boolean(filter.department || filter.location);
  const copy = useCareersCopy(kind);
  const all = useContent<JobSummary[]>(JOBS_DIR, jobsQuery(kind));
  const some = useContent<JobSummary[]>(filtered ? JOBS_DIR : null, jobsQuery(kind, filter));
  const list = filtered ? some : all;
  const title = KIND_LABEL[kind];
  useSitePageMeta(title, { description: copy?.description });

  const everyJob = all.status === 'ready' ? all.data : [];
  const departments = distinct(everyJob.map((job) => job.department));
  const locations = distinct(everyJob.map((job) => job.location));

  return (
    <div data-testid="job-list-page">
      <CareersFrame
        title={title}
        subtitle={copy?.subtitle}
        image={ILLUSTRATIONS.people}
        trail={[{ label: '加入我们', to: '/about/joinus' }, { label: title }]}
      >
        <FilterRow
          label="部门"
          values={departments}
          current={filter.department}
          hrefFor={(department) => listRoute(kind, { ...filter, department })}
        />
        <FilterRow
          label="城市"
          values={locations}
          current={filter.location}
          hrefFor={(location) => listRoute(kind, { ...filter, location })}
        />
        <div className={styles.toolbar}>
          <p className={styles.count}>
            {list.status === 'ready' ? `共 ${list.data.length} 个职位` : '职位列表'}
          </p>
          <Link className={styles.link} to={navRoute(kind)}>
            按部门浏览职位
          </Link>
        </div>
        <ContentList state={list} noun="职位" empty="暂无符合条件的职位，请调整筛选条件。">
          {(jobs) => <JobList jobs={jobs} label={`${title}职位列表`} />}
        </ContentList>
      </CareersFrame>
    </div>
  );
}
