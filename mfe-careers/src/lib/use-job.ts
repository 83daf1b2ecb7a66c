import { useSearchParams } from '@dpu/router';
import { useContentBySlug, type ContentState } from '@dpu/ui';
import { JOBS_DIR, type JobDoc } from './jobs';

/** The job named by ?id=; slug is null for a missing or malformed id (a 404). */
export function useJobFromQuery(): { slug: string | null; state: ContentState<JobDoc> } {
  const [params] = useSearchParams();
  return useContentBySlug<JobDoc>(JOBS_DIR, params.get('id'));
}
