import { leaderRoute, PRODUCTS } from '@dpu/contracts';
import {
  ART_HEIGHT,
  ART_WIDTH,
  portraitArt,
  productArtBody,
  readHardware,
  readPortrait,
  type OgCard,
} from '@dpu/product-art';

// What a page's Open Graph card shows, read from the page the server rendered (its og:title,
// og:description and og:site_name, so the card says what the page says) and from content
// (the picture: the product's drawing, the leader's portrait, otherwise the company's chip).

export interface PageMeta {
  title: string;
  description: string;
  siteName: string;
  /** The og:image the page names: only a page that names one has a card. */
  image: string;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function metaContent(html: string, property: string): string {
  const found = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return found ? unescapeHtml(found[1] ?? '') : '';
}

/** The head a rendered page carries (shell/src/server/document.ts writes these tags). */
export function pageMetaOf(html: string): PageMeta | undefined {
  const end = html.indexOf('</head>');
  const head = end >= 0 ? html.slice(0, end) : html;
  const title = metaContent(head, 'og:title');
  if (!title) return undefined;
  return {
    title,
    description: metaContent(head, 'og:description'),
    siteName: metaContent(head, 'og:site_name'),
    image: metaContent(head, 'og:image'),
  };
}

/**
 * The title pattern '[<name> - ]<company>|<section>' (docs/site.md §2 'Page titles') read
 * back: the card shows the page's own name large and the section above it.
 */
export function splitTitle(title: string, siteName: string): { name: string; kicker: string } {
  const [before, section] = title.includes('|') ? title.split('|', 2) : [title, ''];
  const lead =
    siteName && before?.endsWith(` - ${siteName}`) ? before.slice(0, -siteName.length - 3) : '';
  if (lead) return { name: lead, kicker: section || siteName };
  if (section) return { name: section, kicker: siteName || before || '' };
  return { name: before ?? title, kicker: siteName };
}

/** Looks a content document's fields up (the content index; undefined when it is missing). */
export type ContentLookup = (path: string, fields: string[]) => Record<string, unknown> | undefined;

const FLAGSHIP_CHIP = 'K2-Pro';

/** The page's picture: its product, its leader, or the company's chip for every other page. */
export function pictureOf(pathname: string, lookup: ContentLookup): OgCard['art'] {
  const product = PRODUCTS.find((candidate) => candidate.route === pathname);
  const leader = /^\/about\/leadership\/([A-Za-z0-9_-]+)$/.exec(pathname)?.[1];
  if (leader && leaderRoute(leader) === pathname) {
    const doc = lookup(`/leaders/${leader}`, ['portrait']);
    if (doc)
      return { node: portraitArt(readPortrait(doc.portrait, leader)), width: 240, height: 240 };
  }
  const key = product?.key ?? FLAGSHIP_CHIP;
  const name = product?.name ?? FLAGSHIP_CHIP;
  const hardware = readHardware(lookup(`/products/${key}`, ['hardware'])?.hardware);
  return hardware
    ? { node: productArtBody(hardware, name), width: ART_WIDTH, height: ART_HEIGHT }
    : undefined;
}

export function ogCardFor(pathname: string, meta: PageMeta, lookup: ContentLookup): OgCard {
  const { name, kicker } = splitTitle(meta.title, meta.siteName);
  return {
    title: name,
    kicker,
    description: meta.description,
    siteName: meta.siteName,
    art: pictureOf(pathname, lookup),
  };
}
