// Every public page has an Open Graph image made from its title and its picture
// (docs/site.md §2 'Open Graph image'). The image's address is derived from the page's, so
// the page names it without asking anyone and the server finds the page again from it:
// /product/conflux2200E → /og/product/conflux2200E.png, / → /og/index.png, and a detail
// page keeps its ?id= (/og/news/newsDetails.png?id=…). Other query parameters are not part
// of a page's identity and are dropped.

export const OG_IMAGE_PREFIX = '/og';
const HOME = '/index';

/** The image path of a page. */
export function ogImagePath(pathname: string, search = ''): string {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const id = new URLSearchParams(search).get('id');
  const query = id ? `?${new URLSearchParams({ id }).toString()}` : '';
  return `${OG_IMAGE_PREFIX}${clean === '/' ? HOME : clean}.png${query}`;
}

/** The page an image path names, or undefined when it names none. */
export function pageOfOgImage(pathname: string, search = ''): string | undefined {
  if (!pathname.startsWith(`${OG_IMAGE_PREFIX}/`) || !pathname.endsWith('.png')) return undefined;
  const page = pathname.slice(OG_IMAGE_PREFIX.length, -'.png'.length);
  if (!/^(\/[A-Za-z0-9_-]+)+$/.test(page)) return undefined;
  const id = new URLSearchParams(search).get('id');
  const query = id ? `?${new URLSearchParams({ id }).toString()}` : '';
  return `${page === HOME ? '/' : page}${query}`;
}

/** The size every Open Graph image has (the large card of WeChat, LinkedIn and mail). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
