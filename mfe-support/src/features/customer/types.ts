import type { MaterialType } from '@dpu/contracts';

/** docs/api.md GET /customer/materials: one entry of a product's materials. */
export interface MaterialItem {
  id: number;
  type: MaterialType;
  title: string;
  summary?: string;
  version?: string | null;
  /** Release date, YYYY-MM-DD. */
  date?: string;
  /** A gated file: download through /api/file/download/{fileId} with the token. */
  fileId?: number | null;
  fileName?: string | null;
  size?: number | null;
  sha256?: string | null;
  /** An external or public link (e.g. a video or a web page). */
  url?: string | null;
}

/** One page of the customer area (content/support/customer.yaml). */
export interface CustomerSection {
  /** Sub-path under /productStack/customer, e.g. 'downloadDrivers'. */
  path: string;
  type: MaterialType;
  title: string;
  description?: string;
  /** Keep only materials whose title contains / lacks this text (the two agreement pages). */
  titleIncludes?: string;
  titleExcludes?: string;
  emptyText?: string;
  /** Full text shown above the list (HTML, through RichText), e.g. an agreement's clauses. */
  body?: string;
}

export interface CustomerCopy {
  title: string;
  homeTitle: string;
  welcome?: string;
  intro?: string;
  missingProduct: string;
  sections: CustomerSection[];
}
