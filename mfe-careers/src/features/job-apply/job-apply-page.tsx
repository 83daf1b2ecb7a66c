import { lazy, Suspense } from 'react';
import { ContentLoading, ContentView, ErrorPage, useContent, useSitePageMeta } from '@dpu/ui';
import { ILLUSTRATIONS } from '../../assets/illustrations';
import { CareersFrame } from '../../components/careers-frame';
import { detailRoute, KIND_LABEL, listRoute, type JobDoc, type JobKind } from '../../lib/jobs';
import { useJobFromQuery } from '../../lib/use-job';
import styles from './job-apply.module.css';

// The form's code in a chunk of its own, after the page's (docs/decisions.md).
const ApplicationForm = lazy(() =>
  import('./application-form').then((m) => ({ default: m.ApplicationForm })),
);

interface ApplyCopy {
  title: string;
  description?: string;
  intro?: string;
  success: string;
  privacy?: string;
}

function Apply({ job, copy }: { job: JobDoc; copy: ApplyCopy | undefined }) {
  useSitePageMeta(copy?.title ?? '职位申请', { lead: job.title, description: copy?.description });
  return (
    <CareersFrame
      title={`申请职位：${job.title}`}
      subtitle={`${job.department} · ${job.location}`}
      image={ILLUSTRATIONS.people}
      trail={[
        { label: '加入我们', to: '/about/joinus' },
        { label: KIND_LABEL[job.kind], to: listRoute(job.kind) },
        { label: job.title, to: detailRoute(job.kind, job.slug) },
        { label: copy?.title ?? '职位申请' },
      ]}
    >
      <div className={styles.layout}>
        {copy?.intro && <p className={styles.intro}>{copy.intro}</p>}
        {copy ? (
          <Suspense fallback={<ContentLoading />}>
            <ApplicationForm
              jobId={job.slug}
              successText={copy.success}
              privacyText={copy.privacy}
              backTo={listRoute(job.kind)}
            />
          </Suspense>
        ) : (
          <ContentLoading />
        )}
      </div>
    </CareersFrame>
  );
}

/** /joinus/{kind}/{kind}apply?id=<slug>: apply for one opening. */
export function JobApplyPage({ kind }: { kind: JobKind }) {
  const { slug, state } = useJobFromQuery();
  const copy = useContent<ApplyCopy>('/careers/apply');
  if (!slug) return <ErrorPage statusCode={404} />;
  return (
    <ContentView state={state}>
      {(job) =>
        job.kind === kind ? (
          <Apply job={job} copy={copy.status === 'ready' ? copy.data : undefined} />
        ) : (
          <ErrorPage statusCode={404} />
        )
      }
    </ContentView>
  );
}
