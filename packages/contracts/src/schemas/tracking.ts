import { Type, type Static } from 'typebox';
import { TRACKING_LIMITS } from '../tracking';

// docs/site.md §3 behaviour-tracking record; every field required, each with a length bound.

const field = (max: number) => Type.String({ minLength: 1, maxLength: max });
// what the user agent does not tell (Linux has no OS version, some bots no browser) is an
// empty string: the visit still counts
const detected = (max: number) => Type.String({ maxLength: max });

export const TrackingRecord = Type.Object({
  pathName: field(TRACKING_LIMITS.pathName),
  browsePageName: field(TRACKING_LIMITS.browsePageName),
  browser: detected(TRACKING_LIMITS.browser),
  version: detected(TRACKING_LIMITS.version),
  osName: detected(TRACKING_LIMITS.osName),
  osVersion: detected(TRACKING_LIMITS.osVersion),
});
export type TrackingRecord = Static<typeof TrackingRecord>;
