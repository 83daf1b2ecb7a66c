import { normalisePath } from '@dpu/contracts';

// docs/site.md §2: the active menu entry is chosen from the first path segment. The keys match
// the `key` of the top-level menus in content/navigation.yaml.
export type MenuKey =
  'home' | 'dpu' | 'solutions' | 'products' | 'cases' | 'news' | 'documents' | 'joinus' | 'about';

export const ACTIVE_ENTRY_BY_SEGMENT: Readonly<Record<string, MenuKey>> = {
  '': 'home',
  dpu: 'dpu',
  solution: 'solutions',
  product: 'products',
  ipcore: 'products',
  case: 'cases',
  contact: 'cases',
  news: 'news',
  developers: 'documents',
  joinus: 'joinus',
  about: 'about',
};

export function pathSegments(pathname: string): string[] {
  return normalisePath(pathname).split('/').filter(Boolean);
}

/** The active menu key of a path, or null when the table names none. */
export function activeEntryFor(pathname: string): MenuKey | null {
  const first = pathSegments(pathname)[0] ?? '';
  // not Object.hasOwn: older in-app browsers still in use lack it
  return Object.prototype.hasOwnProperty.call(ACTIVE_ENTRY_BY_SEGMENT, first)
    ? (ACTIVE_ENTRY_BY_SEGMENT[first] ?? null)
    : null;
}
