import {
  ButtonLink,
  ContentBody,
  ContentView,
  ErrorPage,
  formatDate,
  useSitePageMeta,
} from '@dpu/ui';
import { ILLUSTRATIONS } from '../../assets/illustrations';
import { CareersFrame } from '../../components/careers-frame';
import { applyRoute, KIND_LABEL, listRoute, type JobDoc, type JobKind } from '../../lib/jobs';
import { useJobFromQuery } from '../../lib/use-job';
import styles from './job-detail.module.css';

function JobDetail({ job }: { job: JobDoc }) {
  useSitePageMeta(KIND_LABEL[job.kind], { lead: job.title, description: job.description });
  const facts: Array<[string, string | number | undefined]> = [
    ['所属部门', job.department],
    ['工作地点', job.location],
    ['招聘人数', job.headcount],
    ['学历要求', job.education],
    ['经验要求', job.experience],
    ['发布日期', formatDate(job.date)],
  ];
  return (
    <CareersFrame
      title={job.title}
      subtitle={`${job.department} · ${job.location}`}
      image={ILLUSTRATIONS.code}
      trail={[
        { label: '加入我们', to: '/about/joinus' },
        { label: KIND_LABEL[job.kind], to: listRoute(job.kind) },
        { label: job.title },
      ]}
    >
      <div className={styles.layout}>
        <article>
          {job.description && <p className={styles.summary}>{job.description}</p>}
          <ContentBody body={job.body} className={styles.body} />
        </article>
        <aside className={styles.aside} aria-label="职位信息">
          <dl>
            {facts
              .filter(([, value]) => value !== undefined && value !== '')
              .map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <ButtonLink to={applyRoute(job.kind, job.slug)}>申请职位</ButtonLink>
        </aside>
      </div>
    </CareersFrame>
  );
}

/** /joinus/{kind}/{kind}detail?id=<slug>: one opening; another kind's job id is a 404. */
export function JobDetailPage({ kind }: { kind: JobKind }) {
  const { slug, state } = useJobFromQuery();
  if (!slug) return <ErrorPage statusCode={404} />;
  return (
    <ContentView state={state}>
      {(job) => (job.kind === kind ? <JobDetail job={job} /> : <ErrorPage statusCode={404} />)}
    </ContentView>
  );
}
