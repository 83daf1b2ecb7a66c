import { OG_IMAGE_SIZE, type RouteHead } from '@dpu/contracts';
import type { PageHead } from '@dpu/page-context';
import { SSR_STATE_ID } from '../app/ssr-state';

// The HTML document around a rendered page: the shell's built index.html (its scripts and
// stylesheets) with the page's head, the page itself and the state for hydration.

export const HEAD_MARK = '<!--ssr-head-->';
export const BODY_MARK = '<!--ssr-body-->';
export const STATE_MARK = '<!--ssr-state-->';
const TITLE = /<title>[^<]*<\/title>/;

export interface DocumentParts {
  template: string;
  appHtml: string;
  state: string;
  /** What the page reported while it rendered. */
  head: PageHead;
  /** The route manifest's head, for a page that could not report its own. */
  fallbackHead: RouteHead | undefined;
  siteName: string | undefined;
  /** The site's own description, for a page that has none. */
  siteDescription: string | undefined;
  canonical: string;
  /** Absolute URL of the page's Open Graph image (a public page that rendered fine). */
  ogImage?: string;
  /** Stylesheet links and extracted CSS-in-JS styles. */
  styles: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function titleOf({ head, fallbackHead, siteName }: DocumentParts): string {
  if (head.title) return head.title;
  const page = fallbackHead?.title;
  if (page && siteName) return `${siteName}|${page}`;
  return page ?? siteName ?? '';
}

function meta(attribute: 'name' | 'property', key: string, content: string | undefined): string {
  return content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
}

export function headTags(parts: DocumentParts): string {
  const title = titleOf(parts);
  const description =
    parts.head.description ?? parts.fallbackHead?.description ?? parts.siteDescription;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('name', 'keywords', parts.head.keywords),
    `<link rel="canonical" href="${escapeHtml(parts.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', parts.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', parts.canonical),
    meta('property', 'og:locale', 'zh_CN'),
    meta('property', 'og:image', parts.ogImage),
    parts.ogImage ? meta('property', 'og:image:width', String(OG_IMAGE_SIZE.width)) : '',
    parts.ogImage ? meta('property', 'og:image:height', String(OG_IMAGE_SIZE.height)) : '',
    meta('property', 'og:image:alt', parts.ogImage ? title : undefined),
    meta('name', 'twitter:card', parts.ogImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:image', parts.ogImage),
  ].join('');
}

export function renderDocument(parts: DocumentParts): string {
  const { template } = parts;
  return template
    .replace(TITLE, '')
    .replace(HEAD_MARK, () => `${headTags(parts)}${parts.styles}`)
    .replace(BODY_MARK, () => parts.appHtml)
    .replace(
      STATE_MARK,
      () => `<script type="application/json" id="${SSR_STATE_ID}">${parts.state}</script>`,
    );
}
