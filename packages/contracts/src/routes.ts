// The site's route list (spec §2) with each route's name, the browsePageName of a
// behaviour record (spec §3). Names follow the Nuxt convention the original site used:
// path segments joined by '-', 'index' for '/', dynamic segments by their parameter name.
// ARCHITECTURE.md fixes the {token} routes.

export type RemoteName = 'marketing' | 'products' | 'careers' | 'support';

export interface RouteDef {
  /** Path pattern; ':param' marks a dynamic segment. */
  path: string;
  name: string;
}

const STATIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/forget',
  '/contact',
  '/customer',
  '/search',
  '/video',
  '/video/video_detail',
  '/about',
  '/about/companyhistory',
  '/about/connect',
  '/about/honor',
  '/about/joinus',
  '/about/joinusSchool',
  '/about/leadership',
  '/about/routeguide',
  '/developers',
  '/developers/developersCenter',
  '/developers/developersDetails',
  '/developers/incentivePrograms',
  '/developers/guide/preview',
  '/dpu',
  '/dpu/K2-Pro',
  '/productStack',
  '/productStack/customer',
  '/productStack/customer/agreement',
  '/productStack/customer/agreementSecret',
  '/productStack/customer/announcementPreview',
  '/productStack/customer/downloadDocument',
  '/productStack/customer/downloadDrivers',
  '/productStack/customer/solutionPreview',
  '/productStack/customer/video_preview',
  '/productStack/customerVerify',
  '/ipcore/swiftip1900t',
  '/ipcore/swiftip1900u',
  '/joinus/school',
  '/joinus/school/jobnav',
  '/joinus/school/schoolapply',
  '/joinus/school/schooldetail',
  '/joinus/social',
  '/joinus/social/jobnav',
  '/joinus/social/socialapply',
  '/joinus/social/socialdetail',
  '/news/newsCenter',
  '/news/newsDetails',
  '/product',
  '/product/devops',
  '/product/DNDP',
  '/product/ndpp',
  '/product/swift2200N',
  '/product/flexflow2200T',
  '/product/flexflow2200R',
  '/product/conflux2200E',
  '/product/conflux2200P',
  '/product/conflux2200D',
  '/protocol/agreement',
  '/protocol/agreementSecret',
  '/solution/BareMetalServices',
  '/solution/cloudSecurity',
  '/solution/DPU',
  '/solution/financialIndustry',
  '/solution/financialTrading',
  '/solution/losslessNetwork',
  '/solution/networkConvergence',
  '/case/bareMetalServices',
  '/case/bigData',
  '/case/cloudPlatform',
  '/case/computingNetworkIntegration',
  '/case/database',
  '/case/localizationTransformation',
  '/case/quotation',
  '/case/riskcop',
  '/case/transportationSystem',
  '/whitepaper/IoD',
  '/whitepaper/dpu',
  '/whitepaper/computingNetwork',
  '/whitepaper/whitePaperDownload',
] as const;

const DYNAMIC_PATHS = ['/about/leadership/:name'] as const;

export type StaticPath = (typeof STATIC_PATHS)[number];

/** The route name of a path pattern: '/about/leadership/:name' → 'about-leadership-name'. */
export function routeNameOf(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  if (segments.length === 0) return 'index';
  return segments.map((s) => (s.startsWith(':') ? s.slice(1) : s)).join('-');
}

export const ROUTES: readonly RouteDef[] = [...STATIC_PATHS, ...DYNAMIC_PATHS].map((path) => ({
  path,
  name: routeNameOf(path),
}));

/** Finds the route a concrete pathname belongs to, or undefined for an unknown route. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = normalisePath(pathname);
  const parts = clean.split('/').filter(Boolean);
  return ROUTES.find((route) => {
    const pattern = route.path.split('/').filter(Boolean);
    return (
      pattern.length === parts.length &&
      pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i])
    );
  });
}

/** Drops a trailing slash (except for '/') so '/about/' and '/about' are one route. */
export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname || '/';
}

/** spec §6: the eight protected customer paths (token and authorisation both required). */
export const PROTECTED_PATHS = [
  '/productStack/customer',
  '/productStack/customer/video_preview',
  '/productStack/customer/solutionPreview',
  '/productStack/customer/downloadDrivers',
  '/productStack/customer/downloadDocument',
  '/productStack/customer/announcementPreview',
  '/productStack/customer/agreementSecret',
  '/productStack/customer/agreement',
] as const;

export function isProtectedPath(pathname: string): boolean {
  return (PROTECTED_PATHS as readonly string[]).includes(normalisePath(pathname));
}

/** spec §4: the customer-area landing path, stored as '/' in path/backPath. */
export const PRODUCT_STACK_PATH = '/productStack';
