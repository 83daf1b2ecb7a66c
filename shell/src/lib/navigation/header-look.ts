import { GO_TOP_THRESHOLD_PX } from '@dpu/contracts';
import { pathSegments } from './active-entry';

// docs/site.md §2 and §4 header and scroll rules as pure functions.

/** docs/site.md §2: second path segments that give the header a solid background. */
export const SOLID_HEADER_SEGMENTS = [
  'video_detail',
  'newsDetails',
  'developersDetails',
  'customer',
  'agreement',
  'agreementSecret',
] as const;

export function hasSolidHeader(pathname: string): boolean {
  const second = pathSegments(pathname)[1];
  return second !== undefined && (SOLID_HEADER_SEGMENTS as readonly string[]).includes(second);
}

/** docs/site.md §2, §4: the header switches to its hover look as soon as the page scrolls past 0. */
export function hasHoverLook(scrollY: number): boolean {
  return scrollY > 0;
}

/** docs/site.md §4, §9: the go-to-top button shows when the scroll exceeds 500 px. */
export function isGoTopVisible(scrollY: number): boolean {
  return scrollY > GO_TOP_THRESHOLD_PX;
}
