import type { MaterialType } from '@dpu/contracts';

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
