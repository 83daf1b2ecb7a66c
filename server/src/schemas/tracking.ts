import { Type, type Static } from 'typebox';

// docs/site.md §3 behaviour-tracking record; every field required, each with a length bound.
export const TRACKING_LIMITS = {
  pathName: 1024,
  browsePageName: 128,
  browser: 64,
  version: 64,
  osName: 64,
  osVersion: 64,
} as const;

const field = (max: number) => Type.String({ minLength: 1, maxLength: max });
// what the user agent does not tell (Linux has no OS version, some bots no browser) is an
// empty string: the visit still counts
const detected = (max: number) => Type.String({ maxLength: max });

export const TrackingBody = Type.Object({
  pathName: field(TRACKING_LIMITS.pathName),
  browsePageName: field(TRACKING_LIMITS.browsePageName),
  browser: detected(TRACKING_LIMITS.browser),
  version: detected(TRACKING_LIMITS.version),
  osName: detected(TRACKING_LIMITS.osName),
  osVersion: detected(TRACKING_LIMITS.osVersion),
});
export type TrackingBody = Static<typeof TrackingBody>;
