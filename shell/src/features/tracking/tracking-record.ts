import { UAParser } from 'ua-parser-js';
import { TRACKING_FIELDS, type TrackingRecord } from '@dpu/contracts';

// docs/site.md §3 Behaviour-tracking record and §7 POST /trackware/front (multipart form data).

export const TRACKING_URL = '/trackware/front';

let parsed: { userAgent: string; browser: UAParser.IBrowser; os: UAParser.IOS } | undefined;

/**
 * Browser and OS of a user agent, parsed once per page: only the two parts the record
 * needs (the device and CPU tables are most of ua-parser-js's work on a phone).
 */
function browserAndOs(userAgent: string) {
  if (parsed?.userAgent !== userAgent) {
    const parser = new UAParser(userAgent);
    parsed = { userAgent, browser: parser.getBrowser(), os: parser.getOS() };
  }
  return parsed;
}

/** The record for a target route: its path, route name and the browser and OS. */
export function buildTrackingRecord(
  pathname: string,
  routeName: string,
  userAgent: string,
): TrackingRecord {
  const { browser, os } = browserAndOs(userAgent);
  return {
    pathName: pathname,
    browsePageName: routeName,
    browser: browser.name ?? '',
    version: browser.version ?? '',
    osName: os.name ?? '',
    osVersion: os.version ?? '',
  };
}

export function toFormData(record: TrackingRecord): FormData {
  const form = new FormData();
  for (const field of TRACKING_FIELDS) form.append(field, record[field]);
  return form;
}
