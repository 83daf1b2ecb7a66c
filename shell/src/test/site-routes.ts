import { buildRouteTable, defineRouteManifest, toClientRoute } from '@dpu/contracts';
import type { SiteConfig } from '../lib/site-config';
import shellManifest from '../route-manifest';

// Test data: the route table as the remotes publish it at run time (a few public pages and
// the docs/site.md §6 protected customer pages, which mfe-support's manifest marks protected).

export const SPEC_PROTECTED_PATHS = [
  '/productStack/customer',
  '/productStack/customer/video_preview',
  '/productStack/customer/solutionPreview',
  '/productStack/customer/downloadDrivers',
  '/productStack/customer/downloadDocument',
  '/productStack/customer/announcementPreview',
  '/productStack/customer/agreementSecret',
  '/productStack/customer/agreement',
] as const;

const head = { title: '页面' };

export const TEST_SITE: SiteConfig = {
  remotes: {},
  routes: buildRouteTable([
    shellManifest,
    defineRouteManifest('marketing', [
      { path: '/', head },
      { path: '/about', head },
      { path: '/news/newsCenter', head },
      { path: '/about/leadership/:name', head },
    ]),
    defineRouteManifest('support', [
      { path: '/productStack', head },
      { path: '/productStack/customerVerify', head },
      ...SPEC_PROTECTED_PATHS.map((path) => ({ path, head, protected: true })),
    ]),
  ]).map(toClientRoute),
};
