import type { BannerContent } from '@dpu/ui';
// A landing page of the product section (content/products/system/<page>.yaml).
export interface LandingGroup {
  title: string;
  intro?: string;
  /** Product keys of PRODUCTS, in display order. */
  keys: string[];
}

export interface LandingPoint {
  img?: string;
  title: string;
  content: string;
}

export interface LandingPageData extends BannerContent {
  title: string;
  description?: string;
  keywords?: string;
  /** Suffix of the page title after the company name, e.g. '产品体系'. */
  titleSuffix?: string;
  pointsTitle?: string;
  points?: LandingPoint[];
  groups: LandingGroup[];
  cardAction?: string;
  /** Ends with the 2200 family comparison and the closing call to action (the /product landing). */
  buyer?: boolean;
}

/** The part of a product document the landing cards read. */
export interface ProductCardData {
  key: string;
  summary?: string;
  iconFamily?: string;
  /** What the product looks like: the card's drawing (@dpu/product-art). */
  hardware?: unknown;
  /** Three short facts shown as tags on the card. */
  keyFacts?: string[];
}
