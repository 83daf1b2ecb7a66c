import { productByKey } from './products';

// Where each kind of content document is shown on the site (docs/site.md §2 route list). Detail
// pages that take ?id= get the document's slug; the route-keyed collections (solutions,
// cases, white papers) use the slug as the last path segment. Every published document of a
// collection has its page: the routes are patterns (/case/:slug), so a case published in the
// studio is live without a deploy, and one that is not published answers 404.

const q = (slug: string) => encodeURIComponent(slug);

export const newsRoute = (slug: string) => `/news/newsDetails?id=${q(slug)}`;
export const solutionRoute = (slug: string) => `/solution/${slug}`;
export const caseRoute = (slug: string) => `/case/${slug}`;
export const whitepaperRoute = (slug: string) => `/whitepaper/${slug}`;
export const videoRoute = (id: number | string) => `/video/video_detail?id=${q(String(id))}`;
export const developerArticleRoute = (slug: string) =>
  `/developers/developersDetails?id=${q(slug)}`;
export const leaderRoute = (slug: string) => `/about/leadership/${slug}`;

/** Jobs: slugs start with their kind ('social-…', 'school-…'), see content/README.md. */
export function jobRoute(slug: string): string {
  return slug.startsWith('school-')
    ? `/joinus/school/schooldetail?id=${q(slug)}`
    : `/joinus/social/socialdetail?id=${q(slug)}`;
}

/** Single documents that are whole pages. */
const PAGE_ROUTES: Readonly<Record<string, string>> = {
  '/home': '/',
  '/about/intro': '/about',
  '/about/history': '/about/companyhistory',
  '/about/honor': '/about/honor',
  '/about/leadership': '/about/leadership',
  '/about/connect': '/about/connect',
  '/about/routeguide': '/about/routeguide',
  '/careers/joinus': '/about/joinus',
  '/careers/joinusSchool': '/about/joinusSchool',
  '/protocol/agreement': '/protocol/agreement',
  '/protocol/agreementSecret': '/protocol/agreementSecret',
  '/pages/customer': '/customer',
  '/pages/contact': '/contact',
  '/pages/developers': '/developers',
  '/pages/incentivePrograms': '/developers/incentivePrograms',
  '/pages/developerGuide': '/developers/guide/preview',
  '/pages/videos': '/video',
  '/pages/news': '/news/newsCenter',
  '/pages/whitepapers': '/whitepaper/whitePaperDownload',
};

/** Collections whose documents each have a detail page: content dir → route of a slug. */
const COLLECTION_ROUTES: Readonly<Record<string, (slug: string) => string | undefined>> = {
  '/news': newsRoute,
  '/solutions': solutionRoute,
  '/cases': caseRoute,
  '/whitepapers': whitepaperRoute,
  '/videos': (slug) => (/^\d+$/.test(slug) ? videoRoute(slug) : '/video'),
  '/developers': developerArticleRoute,
  '/leaders': leaderRoute,
  '/jobs': jobRoute,
  '/products': (key) => productByKey(key)?.route,
};

/**
 * The site route that shows a content document, or undefined for documents that are not
 * pages of their own (site facts, navigation, the customer area's copy).
 */
export function routeForContentPath(contentPath: string): string | undefined {
  const page = PAGE_ROUTES[contentPath];
  if (page) return page;
  const cut = contentPath.lastIndexOf('/');
  if (cut <= 0) return undefined;
  const dir = contentPath.slice(0, cut);
  const slug = contentPath.slice(cut + 1);
  const toRoute = COLLECTION_ROUTES[dir];
  return slug && toRoute ? toRoute(slug) : undefined;
}

/**
 * A preview link (content studio, docs/content-studio.md): the page's query parameter that
 * carries the token, and the header the server's content queries pass it on in.
 */
export const CONTENT_PREVIEW_PARAM = 'preview';
export const CONTENT_PREVIEW_HEADER = 'x-content-preview';
