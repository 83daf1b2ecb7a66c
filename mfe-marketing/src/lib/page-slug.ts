import { useLocation } from '@dpu/router';

/**
 * The slug of a page that is one of a fixed set (/solution/DPU, /case/bigData…): its last
 * path segment. These pages are listed one by one in the route manifest, so an unknown
 * slug is an unknown route (redirected home) rather than a page of its own.
 */
export function usePageSlug(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}
