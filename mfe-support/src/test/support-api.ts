import { contentDocs, fakeSiteApi, readContentDoc, type FakeRoutes } from '@dpu/test-utils';

// The support pages' content comes from the real content files.
const SUPPORT_CONTENT = [
  readContentDoc('/site'),
  readContentDoc('/support/home'),
  readContentDoc('/support/customer'),
  readContentDoc('/support/verify'),
  ...contentDocs('/videos'),
];

/** The site's API for support's pages: content/support and the videos, plus the given routes. */
export function fakeSupportApi(routes: FakeRoutes = {}) {
  return fakeSiteApi({ content: SUPPORT_CONTENT, routes });
}
