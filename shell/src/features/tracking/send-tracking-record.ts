import { postForm } from '@dpu/api-client';
import { currentAgent } from './agent';
import { buildTrackingRecord, toFormData, TRACKING_URL } from './tracking-record';

/** Sends one record; never throws (docs/site.md §8: a failing record is logged and ignored). */
export async function sendTrackingRecord(pathname: string, routeName: string): Promise<void> {
  try {
    const record = buildTrackingRecord(pathname, routeName, await currentAgent());
    await postForm(TRACKING_URL, toFormData(record));
  } catch (error) {
    console.warn('[tracking] behaviour record not sent', error);
  }
}
