/** One behaviour record as a visitor of the 2200E page sends it (docs/site.md §7 POST /trackware/front). */
export const SAMPLE_TRACKING_FIELDS = {
  pathName: '/product/conflux2200E',
  browsePageName: 'conflux2200E',
  browser: 'Chrome',
  version: '131.0.0.0',
  osName: 'Windows',
  osVersion: '10',
} as const;
