import { productByKey } from '@dpu/contracts';

// content/navigation.yaml (fetched from the content API): the header menus and the footer
// link lists. An entry links with `to` (a site route) or `product` (a PRODUCTS key of
// @dpu/contracts, so product routes live in one place). Titles may hold trademark HTML.

/** docs/site.md §3 Navigation item, with its menu key (see active-entry.ts) and resolved route. */
export interface NavItem {
  key?: string;
  title: string;
  /** null for a group heading that only holds children. */
  to: string | null;
  children: NavItem[];
}

/** docs/site.md §3 Footer link. */
export interface FooterLink {
  title: string;
  address: string;
}

export interface FooterList {
  title: string;
  links: FooterLink[];
}

export interface Navigation {
  menus: NavItem[];
  footer: FooterList[];
}

export const NAVIGATION_PATH = '/navigation';

type Raw = Record<string, unknown>;

function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A site route for an entry: its `to`/`address`, or the route of its `product` key. */
function routeOf(entry: Raw): string | null | undefined {
  if (typeof entry.product === 'string') {
    const product = productByKey(entry.product);
    if (!product) console.error(`[navigation] unknown product key '${entry.product}'`);
    return product?.route;
  }
  const to = entry.to ?? entry.address;
  if (typeof to === 'string' && to.startsWith('/')) return to;
  return null;
}

function toNavItem(entry: unknown): NavItem | undefined {
  if (!isObject(entry) || typeof entry.title !== 'string') return undefined;
  const to = routeOf(entry);
  const children = list(entry.children)
    .map(toNavItem)
    .filter((item): item is NavItem => item !== undefined);
  // an entry that should link but cannot (unknown product) is dropped, not rendered dead
  if (to === undefined || (to === null && children.length === 0)) return undefined;
  return {
    ...(typeof entry.key === 'string' ? { key: entry.key } : {}),
    title: entry.title,
    to,
    children,
  };
}

function toFooterList(entry: unknown): FooterList | undefined {
  if (!isObject(entry) || typeof entry.title !== 'string') return undefined;
  const links = list(entry.links).flatMap((link): FooterLink[] => {
    if (!isObject(link) || typeof link.title !== 'string') return [];
    const address = routeOf(link);
    return address ? [{ title: link.title, address }] : [];
  });
  return { title: entry.title, links };
}

/** Turns the navigation document into menus and footer lists; bad entries are skipped. */
export function parseNavigation(document: unknown): Navigation {
  const raw = isObject(document) ? document : {};
  return {
    menus: list(raw.menus)
      .map(toNavItem)
      .filter((item): item is NavItem => item !== undefined),
    footer: list(raw.footer)
      .map(toFooterList)
      .filter((item): item is FooterList => item !== undefined),
  };
}
