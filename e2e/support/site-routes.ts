import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRouteTable, REMOTE_NAMES, type RouteManifest, type SiteRoute } from '@dpu/contracts';
import { repoRoot } from './site-server';

// The site's routes as the built apps publish them (each app's dist/routes.json): the one
// list the specs iterate, so a page added to a remote is tested without editing a spec.

/** The shell and each remote's folder (mfe-<name>). */
export const APPS = ['shell', ...REMOTE_NAMES.map((name) => `mfe-${name}`)];

function readManifest(app: string): RouteManifest {
  const file = path.join(repoRoot, app, 'dist/routes.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RouteManifest;
  } catch {
    throw new Error(`${file} is missing: build the site first (npx turbo run build).`);
  }
}

export function siteRoutes(): SiteRoute[] {
  return buildRouteTable(APPS.map(readManifest));
}

/**
 * Concrete URLs of a route pattern; detail pages get documents that exist in content/. The
 * solution, case and white paper patterns get every page docs/site.md §2 names, so each
 * route of the spec is still visited by name.
 */
export const ROUTE_EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  '/about/leadership/:name': ['/about/leadership/linjiayan'],
  '/news/newsDetails': ['/news/newsDetails?id=conflux-2200e-mass-production'],
  '/video/video_detail': ['/video/video_detail?id=289'],
  '/developers/developersDetails': ['/developers/developersDetails?id=conflux-2200e-quick-start'],
  '/joinus/social/socialdetail': ['/joinus/social/socialdetail?id=social-dpu-architect'],
  '/joinus/social/socialapply': ['/joinus/social/socialapply?id=social-dpu-architect'],
  '/joinus/school/schooldetail': ['/joinus/school/schooldetail?id=school-ic-design'],
  '/joinus/school/schoolapply': ['/joinus/school/schoolapply?id=school-ic-design'],
  '/solution/:slug': [
    'BareMetalServices',
    'cloudSecurity',
    'DPU',
    'financialIndustry',
    'financialTrading',
    'losslessNetwork',
    'networkConvergence',
  ].map((slug) => `/solution/${slug}`),
  '/case/:slug': [
    'bareMetalServices',
    'bigData',
    'cloudPlatform',
    'computingNetworkIntegration',
    'database',
    'localizationTransformation',
    'quotation',
    'riskcop',
    'transportationSystem',
  ].map((slug) => `/case/${slug}`),
  '/whitepaper/:slug': ['IoD', 'dpu', 'computingNetwork'].map((slug) => `/whitepaper/${slug}`),
};

export function exampleUrls(route: SiteRoute): readonly string[] {
  return ROUTE_EXAMPLES[route.path] ?? [route.path];
}
