import type { SiteRoute, SitemapFromContent } from '@dpu/contracts';

// /sitemap.xml from the route manifests: every public page a remote marks for it, and one
// page per content document where a route shows a collection (news, jobs, leaders…).
// Gated and account pages are never in it.

export interface ListedDocument {
  slug: string;
  date?: string;
}

export type ListDocuments = (source: SitemapFromContent) => Promise<ListedDocument[]>;

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function day(date: string | undefined): string | undefined {
  if (!date) return undefined;
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString().slice(0, 10);
}

export function pageOfDocument(route: SiteRoute, source: SitemapFromContent, slug: string): string {
  if (source.param) return route.path.replace(`:${source.param}`, encodeURIComponent(slug));
  return `${route.path}?${source.query ?? 'id'}=${encodeURIComponent(slug)}`;
}

export async function sitemapUrls(
  routes: readonly SiteRoute[],
  listDocuments: ListDocuments,
): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  for (const route of routes) {
    if (route.protected || !route.sitemap) continue;
    if (route.sitemap === true) {
      if (!route.path.includes(':')) urls.push({ loc: route.path });
      continue;
    }
    const source = route.sitemap;
    for (const document of await listDocuments(source)) {
      urls.push({ loc: pageOfDocument(route, source, document.slug), lastmod: day(document.date) });
    }
  }
  return urls;
}

export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${xmlEscape(`${origin}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /productStack/customer',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /forget',
    'Disallow: /search',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
