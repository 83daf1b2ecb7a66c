import { useSearchParams } from '@dpu/router';
import { isSafeSlug, useContent, type ContentState } from '@dpu/ui';
import { JOBS_DIR, type JobDoc } from './jobs';

/** The job named by ?id=; slug is null for a missing or malformed id (a 404). */
export function useJobFromQuery(): { slug: string | null; state: ContentState<JobDoc> } {
  const [params] = useSearchParams();
  const id = params.get('id');
  const slug = isSafeSlug(id) ? id : null;
  const state = useContent<JobDoc>(slug ? `${JOBS_DIR}/${slug}` : null);
  return { slug, state };
}
