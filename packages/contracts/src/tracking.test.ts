import { TrackingRecord } from './schemas/tracking';
import { TRACKING_FIELDS, TRACKING_LIMITS } from './tracking';

describe('behaviour-tracking record (docs/site.md §3)', () => {
  it('when the fields are listed, then they are the six of the spec, and the schema has exactly those', () => {
    expect(TRACKING_FIELDS.join(' ')).toBe(
      'pathName browsePageName browser version osName osVersion',
    );
    expect(Object.keys(TrackingRecord.properties)).toEqual([...TRACKING_FIELDS]);
    expect(Object.keys(TRACKING_LIMITS)).toEqual([...TRACKING_FIELDS]);
  });
});
