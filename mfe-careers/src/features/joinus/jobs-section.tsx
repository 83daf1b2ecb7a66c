import type { ReactNode } from 'react';
import { SectionTitle, useContent } from '@dpu/ui';
import { JobList } from '../../components/job-list';
import { JOBS_DIR, jobsQuery, type JobKind, type JobSummary } from '../../lib/jobs';
import styles from './joinus.module.css';

interface JobsSectionProps {
  kind: JobKind;
  title: string;
  /** The list's accessible name. */
  label: string;
  /** At most this many, newest first (all when absent). */
  limit?: number;
  /** What follows the list (a link to all openings). */
  children?: ReactNode;
}

/** A titled list of openings of one kind; nothing at all while none is open or loaded. */
export function JobsSection({ kind, title, label, limit, children }: JobsSectionProps) {
  const jobs = useContent<JobSummary[]>(JOBS_DIR, jobsQuery(kind, {}, limit));
  if (jobs.status !== 'ready' || jobs.data.length === 0) return null;
  return (
    <section className={styles.section}>
      <SectionTitle title={title} align="left" />
      <JobList jobs={jobs.data} label={label} />
      {children}
    </section>
  );
}
