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

export interface LandingPageData {
  title: string;
  description?: string;
  keywords?: string;
  bannerBigTitle: string;
  bannerTitle?: string;
  bannerSubTitle?: string;
  bannerClass?: { variant?: string; align?: string };
  /** Suffix of the page title after the company name, e.g. '产品体系'. */
  titleSuffix?: string;
  pointsTitle?: string;
  points?: LandingPoint[];
  groups: LandingGroup[];
  cardAction?: string;
}

/** The part of a product document the landing cards read. */
export interface ProductCardData {
  key: string;
  summary?: string;
  iconFamily?: string;
}
