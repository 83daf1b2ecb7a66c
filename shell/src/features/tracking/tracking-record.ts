import { TRACKING_FIELDS, type TrackingRecord } from '@dpu/contracts';
import type { Agent } from './agent';

// docs/site.md §3 Behaviour-tracking record and §7 POST /trackware/front (multipart form data).

export const TRACKING_URL = '/trackware/front';

/** The record for a target route: its path, route name and the browser and OS. */
export function buildTrackingRecord(
  pathname: string,
  routeName: string,
  agent: Agent,
): TrackingRecord {
  return {
    pathName: pathname,
    browsePageName: routeName,
    browser: agent.browser,
    version: agent.version,
    osName: agent.osName,
    osVersion: agent.osVersion,
  };
}

export function toFormData(record: TrackingRecord): FormData {
  const form = new FormData();
  for (const field of TRACKING_FIELDS) form.append(field, record[field]);
  return form;
}
