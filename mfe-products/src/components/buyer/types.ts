// The buyer's part of a product page (issue 26): shared words in content/pages/product-buyer.yaml,
// each product's facts (ordering, compare, related pages) in its own document.

export interface OrderingRow {
  partNumber: string;
  variant: string;
  ports?: string;
  bracket?: string;
}

export type CompareFacts = Record<string, string>;

export interface DownloadEntry {
  kind: 'handbook' | 'guide' | 'driver';
  title: string;
  detail?: string;
  access: 'public' | 'gated';
  /** The customer-area page that lists a gated file (/productStack/customer/<section>). */
  section?: string;
  action: string;
}

export interface BuyerCopy {
  orderingTitle: string;
  orderingIntro?: string;
  orderingColumns: { partNumber: string; variant: string; ports: string; bracket: string };
  compareTitle: string;
  compareIntro?: string;
  compareCurrent: string;
  compareRows: { key: string; label: string }[];
  downloadsTitle: string;
  downloadsIntro?: string;
  downloads: DownloadEntry[];
  gatedNote: string;
  relatedProductsTitle: string;
  relatedSolutionsTitle: string;
  relatedAction: string;
  ctaTitle: string;
  ctaSubtitle?: string;
  ctaConsult: string;
  ctaBuy: string;
  ctaSupport: string;
}

/** What the family comparison and the related cards read of every product document. */
export interface FamilyMember {
  key: string;
  title?: string;
  summary?: string;
  hardware?: unknown;
  keyFacts?: string[];
  compare?: CompareFacts;
}

export const FAMILY_FIELDS = ['key', 'title', 'summary', 'hardware', 'keyFacts', 'compare'];
