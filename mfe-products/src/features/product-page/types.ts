// docs/site.md §3 'Product page data': one content document per product page
// (content/products/<key>.yaml). `selected {series, proId}` is not content: it comes from
// PRODUCTS of @dpu/contracts by key.

import type { BannerContent } from '@dpu/ui';
import type { CompareFacts, OrderingRow } from '../../components/buyer/types';

export interface HighlightItem {
  /** Icon reference '<family>/<kind>/<n>' of the icon sets. */
  img?: string;
  title: string;
  content?: string;
}

export interface StructureItem {
  title: string;
  /** Each content holds HTML, rendered through RichText. */
  contentList: Array<{ content: string }>;
}

export interface AdvantageItem {
  title: string;
  subTitle?: string;
  content: string;
}

/** One application-scenario card. */
export interface ApplicationItem {
  title: string;
  img?: string;
  /** Rich text (HTML). */
  content: string;
  /** Optional key points under the card text. */
  structureList?: StructureItem[];
}

export interface ArchitectureLayer {
  title: string;
  blocks: string[];
  /** Draw this layer in brand red (the part the product accelerates). */
  accent?: boolean;
}

export interface SpecRow {
  label: string;
  value: string;
}

export interface ProductPageData extends BannerContent {
  title: string;
  key: string;
  description?: string;
  keywords?: string;
  /** What the product looks like (form factor, ports, heatsink, chip): its drawing. */
  hardware?: unknown;
  /** Family of the icon sets used by highlights and application cards. */
  iconFamily?: string;
  /** The banner (docs/site.md §3 banner style classes); a product page always has a title. */
  bannerTitle: string;
  breadcrumbLink?: string;
  breadcrumbSubNav?: string;
  breadcrumbLandPage?: string;
  /** External online-store listing; opens in a new tab. */
  buyUrl?: string;
  downloadTitle?: string;
  downloadContent?: string;
  /** Handbook of /api/file/pdf/{pdfKey} (docs/decisions.md: pdf key ↔ pdfId). */
  pdfKey?: string;
  pdfId?: string;
  /** Standard part numbers and variants (issue 26: ordering information). */
  ordering?: OrderingRow[];
  /** This product's column of the 2200 family comparison (row key → value). */
  compare?: CompareFacts;
  /** Product keys and solution slugs shown as related pages. */
  relatedProducts?: string[];
  relatedSolutions?: string[];
  /** Content id of the embedded video (2200E: 289). */
  videoId?: number;
  videoTitle?: string;
  profileTitle?: string;
  profileContent?: string;
  /** Caption of the architecture image. */
  profileDescribe?: string;
  architecture?: ArchitectureLayer[];
  highlightsTitle?: string;
  systemHighlightsList?: HighlightItem[];
  /** Technology and protocol badges ('<family>/technich/<n>' icons), shown with highlights. */
  technologiesTitle?: string;
  technologyList?: HighlightItem[];
  /** The models of a series ('<family>/series/<n>' icons), shown with highlights. */
  seriesTitle?: string;
  seriesList?: HighlightItem[];
  applicationTitle?: string;
  applicationList?: ApplicationItem[];
  specificationsTitle?: string;
  specifications?: SpecRow[];
  structureList?: StructureItem[];
  advantagesTitle?: string;
  advantagesList?: AdvantageItem[];
}
