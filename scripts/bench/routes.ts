import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { matchPattern, type RouteManifest } from '../../packages/contracts/src/route-manifest';

// The pages the bench visits: every public route of the built route manifests (each app's
// dist/routes.json), a route with a path parameter or a per-document query taking the
// first page of it that the running server's sitemap lists. Protected pages (never rendered
// for a visitor) and the staff console are left out.

export interface BenchRoute {
  /** The URL path (and query) visited. */
  url: string;
  /** The manifest's path pattern. */
  route: string;
  /** app:page module (app:path for the shell's own pages). */
  module: string;
}

const root = path.resolve(import.meta.dirname, '../..');
/** The staff console, and a page that sends an anonymous visitor to /login after hydration. */
const NOT_VISITOR_PAGES = new Set(['/staff', '/productStack/customerVerify']);

function builtManifests(): RouteManifest[] {
  return readdirSync(root)
    .map((dir) => path.join(root, dir, 'dist/routes.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as RouteManifest);
}

async function sitemapUrls(baseUrl: string): Promise<URL[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/'));
}

/**
 * The query of a listed page beside a page that reads the same parameters but is not listed
 * itself (a job's application form takes the id of a job page beside it): without it such a
 * page answers 404 and its figures mean nothing.
 */
function borrowedQuery(listed: readonly URL[], pagePath: string, names: readonly string[]): string {
  const folder = pagePath.replace(/[^/]*$/, '');
  const sibling = listed.find(
    (url) =>
      url.pathname.replace(/[^/]*$/, '') === folder &&
      names.every((name) => url.searchParams.has(name)),
  );
  if (!sibling) return '';
  const query = new URLSearchParams(
    names.map((name) => [name, sibling.searchParams.get(name) ?? '']),
  );
  return `?${query.toString()}`;
}

/** Every public route once (the first sitemap page of a parameterised one). */
export async function publicRoutes(baseUrl: string): Promise<BenchRoute[]> {
  const listed = await sitemapUrls(baseUrl);
  const manifests = builtManifests();
  // a pattern's sample is never a page of its own (/whitepaper/whitePaperDownload matches
  // /whitepaper/:slug, and was measured twice)
  const fixedPaths = new Set(
    manifests.flatMap((manifest) => manifest.routes.map((entry) => entry.path)),
  );
  const routes: BenchRoute[] = [];
  for (const manifest of manifests) {
    for (const entry of manifest.routes) {
      if (entry.protected || NOT_VISITOR_PAGES.has(entry.path)) continue;
      const module = `${manifest.app}:${entry.page ?? entry.path}`;
      const sitemap = entry.sitemap;
      const byContent = typeof sitemap === 'object' && (sitemap.param || sitemap.query);
      if (!byContent && !entry.path.includes(':')) {
        const query = entry.query?.length ? borrowedQuery(listed, entry.path, entry.query) : '';
        routes.push({ url: `${entry.path}${query}`, route: entry.path, module });
        continue;
      }
      const sample = listed.find(
        (url) =>
          (url.pathname === entry.path || !fixedPaths.has(url.pathname)) &&
          matchPattern(entry.path, url.pathname) !== undefined &&
          (typeof sitemap !== 'object' || !sitemap.query || url.searchParams.has(sitemap.query)),
      );
      if (sample) routes.push({ url: sample.pathname + sample.search, route: entry.path, module });
    }
  }
  return routes;
}

/** One route a page module (the first listed): what BENCH_ROUTES=modules visits. */
export function onePerModule(routes: readonly BenchRoute[]): BenchRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => !seen.has(route.module) && seen.add(route.module));
}

/**
 * BENCH_ROUTES: 'all' (every public route), 'modules' (one per page module, the default) or
 * a comma-separated list of paths.
 */
export async function benchRoutes(baseUrl: string, choice: string): Promise<BenchRoute[]> {
  const all = await publicRoutes(baseUrl);
  if (choice === 'all') return all;
  if (choice === 'modules') return onePerModule(all);
  return choice.split(',').map((url) => {
    const known = all.find((route) => route.url === url);
    return known ?? { url, route: url, module: url };
  });
}

/** The smallest value and the five worst routes by a figure (higher is worse unless told). */
export function minimumAndWorst<T>(
  rows: readonly T[],
  value: (row: T) => number,
  higherIsWorse = true,
): { best: T | undefined; worst: T[] } {
  const sorted = [...rows].sort((a, b) =>
    higherIsWorse ? value(b) - value(a) : value(a) - value(b),
  );
  return { best: sorted.at(-1), worst: sorted.slice(0, 5) };
}
