import { useContentBySlug, useQueryParam, type ContentState } from '@dpu/ui';
import { JOBS_DIR, type JobDoc } from './jobs';

/** The job named by ?id=; slug is null for a missing or malformed id (a 404). */
export function useJobFromQuery(): { slug: string | null; state: ContentState<JobDoc> } {
  return useContentBySlug<JobDoc>(JOBS_DIR, useQueryParam('id') || null);
}
