import path from 'node:path';
import { findRoute, type SiteRoute } from '@dpu/contracts';
import type { FieldProblem } from '../check-fields';
import { ContentRefusal } from './deps';

// A document whose slug is a path segment of its page (/case/:slug, /solution/:slug,
// /whitepaper/:slug, /about/leadership/:name) must not take the URL of a fixed page: the
// route table gives static paths precedence, so a white paper named whitePaperDownload would
// be published and listed in the sitemap yet never be shown (/whitepaper/whitePaperDownload is
// the download page). Collections shown through a query parameter (news, jobs, videos:
// ?id=<slug>) cannot collide. Read from the route table the site renders from, so a remote
// that adds a page reserves its name without a server change.

/** The route that would answer a document's page instead of it, if any. */
export function routeTaking(routes: readonly SiteRoute[], file: string): SiteRoute | undefined {
  const dir = `/${path.posix.dirname(file)}`;
  const slug = path.posix.basename(file, path.posix.extname(file));
  for (const route of routes) {
    const source = route.sitemap;
    if (typeof source !== 'object' || source.content !== dir || !source.param) continue;
    const url = route.path.replace(`:${source.param}`, encodeURIComponent(slug));
    const found = findRoute(routes, url);
    if (found && found.route.path !== route.path) return found.route;
  }
  return undefined;
}

/** '400' with the slug's problem (the studio shows it on the file name) when a route has it. */
export function refuseReservedSlug(routes: readonly SiteRoute[], file: string): void {
  const taken = routeTaking(routes, file);
  if (!taken) return;
  const problem: FieldProblem = {
    field: 'slug',
    label: '文件名',
    message: `与网站固定页面 ${taken.path}（${taken.head.title}）的网址相同，请换一个名称`,
  };
  throw new ContentRefusal(400, `${problem.label}${problem.message}`, { problems: [problem] });
}
