import { Type, type Static } from 'typebox';

// spec §3 behaviour-tracking record; every field required, each with a length bound.
export const TRACKING_LIMITS = {
  pathName: 1024,
  browsePageName: 128,
  browser: 64,
  version: 64,
  osName: 64,
  osVersion: 64,
} as const;

const field = (max: number) => Type.String({ minLength: 1, maxLength: max });

export const TrackingBody = Type.Object({
  pathName: field(TRACKING_LIMITS.pathName),
  browsePageName: field(TRACKING_LIMITS.browsePageName),
  browser: field(TRACKING_LIMITS.browser),
  version: field(TRACKING_LIMITS.version),
  osName: field(TRACKING_LIMITS.osName),
  osVersion: field(TRACKING_LIMITS.osVersion),
});
export type TrackingBody = Static<typeof TrackingBody>;
