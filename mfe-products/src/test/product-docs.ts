import { readContentDoc, type FakeDoc } from '@dpu/test-utils';

/** The company facts every page reads (content/site.yaml). */
export const SITE_DOC = readContentDoc('/site');

/** A product page's content (read from content/products or changed by a test) at its path. */
export function productDoc(path: string, page: object): FakeDoc {
  return { ...page, path };
}
