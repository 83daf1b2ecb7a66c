import type { ContentQuery } from '@dpu/contracts';
import type { ContentRoot } from '@dpu/ui';

// Job openings (content/jobs/<slug>.md; the slug is the jobId of POST /api/jobs/apply).

export type JobKind = 'social' | 'school';

export interface JobSummary {
  slug: string;
  title: string;
  kind: JobKind;
  department: string;
  location: string;
  date: string;
  headcount?: number;
  education?: string;
  experience?: string;
  description?: string;
}

export interface JobDoc extends JobSummary {
  body: ContentRoot;
}

export const JOBS_DIR = '/jobs';

const SUMMARY_FIELDS = [
  'slug',
  'title',
  'kind',
  'department',
  'location',
  'date',
  'headcount',
  'education',
  'experience',
  'description',
];

export interface JobFilter {
  department?: string;
  location?: string;
}

/** Openings of one kind, newest first, optionally of one department and/or city. */
export function jobsQuery(kind: JobKind, filter: JobFilter = {}, limit?: number): ContentQuery {
  const where: Record<string, string> = { kind };
  if (filter.department) where.department = filter.department;
  if (filter.location) where.location = filter.location;
  return {
    where,
    sortBy: [{ date: 'desc' }],
    only: SUMMARY_FIELDS,
    ...(limit ? { limit } : {}),
  };
}

export const KIND_LABEL: Readonly<Record<JobKind, string>> = {
  social: '社会招聘',
  school: '校园招聘',
};

export const listRoute = (kind: JobKind, filter: JobFilter = {}) => {
  const params = new URLSearchParams();
  if (filter.department) params.set('department', filter.department);
  if (filter.location) params.set('location', filter.location);
  const query = params.toString();
  return `/joinus/${kind}${query ? `?${query}` : ''}`;
};
export const navRoute = (kind: JobKind) => `/joinus/${kind}/jobnav`;
export const detailRoute = (kind: JobKind, slug: string) =>
  `/joinus/${kind}/${kind}detail?id=${encodeURIComponent(slug)}`;
export const applyRoute = (kind: JobKind, slug: string) =>
  `/joinus/${kind}/${kind}apply?id=${encodeURIComponent(slug)}`;

/** Distinct values in first-seen order. */
export function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}
