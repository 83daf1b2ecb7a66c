import type { FastifyInstance } from 'fastify';

// Every route of the running app, read from Fastify's own route tree, so a suite that must
// cover "every route" covers the ones added after it was written too.

export interface AppRoute {
  method: string;
  /** The path pattern, e.g. '/api/admin/leads/:id/handled'. */
  url: string;
}

const LINE = /^((?:[│ ] {3})*)[├└]── (.*?) \(([A-Z, ]+)\)$/u;

/** The routes under a prefix (e.g. '/api/'), HEAD left out. */
export function appRoutes(app: FastifyInstance, prefix = '/api/'): AppRoute[] {
  const parents: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const url = `${parents.join('')}${match[2]}`;
    parents.push(match[2]!);
    if (!url.startsWith(prefix)) continue;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
