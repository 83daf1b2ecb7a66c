import { TRACKING_FIELDS, TRACKING_LIMITS } from './tracking';

describe('behaviour-tracking record (docs/site.md §3)', () => {
  it('when the fields are listed, then they are the six of the spec, each with a limit', () => {
    expect(TRACKING_FIELDS.join(' ')).toBe(
      'pathName browsePageName browser version osName osVersion',
    );
    // the schema (schemas/tracking.ts) is built from TRACKING_LIMITS, field for field
    expect(Object.keys(TRACKING_LIMITS)).toEqual([...TRACKING_FIELDS]);
  });
});
