import type { TrackingRecord } from './schemas/tracking';

// docs/site.md §3 Behaviour-tracking record, sent as multipart form fields.

export const TRACKING_FIELDS = [
  'pathName',
  'browsePageName',
  'browser',
  'version',
  'osName',
  'osVersion',
] as const satisfies readonly (keyof TrackingRecord)[];

/** The longest value each field may hold. */
export const TRACKING_LIMITS = {
  pathName: 1024,
  browsePageName: 128,
  browser: 64,
  version: 64,
  osName: 64,
  osVersion: 64,
} as const;
