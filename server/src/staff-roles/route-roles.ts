import { STAFF_AREA_ROLES, type StaffArea, type StaffRole } from '@dpu/contracts';

// Which staff roles may call which staff route (docs/api.md 'Staff roles'): one line per
// resource, by path prefix. A staff route no line names is 管理员's only — a new resource
// is closed until someone adds its line here (route-roles.test.ts sweeps every route).

interface StaffRouteRule {
  /** The route's path pattern starts with this (whole segments). */
  prefix: string;
  area: StaffArea;
  /** GET answers open to this area instead (looking without changing). */
  readArea?: StaffArea;
}

export const STAFF_ROUTE_RULES: readonly StaffRouteRule[] = [
  { prefix: '/api/admin/certifications', area: 'certifications' },
  { prefix: '/api/admin/customers', area: 'grants' },
  { prefix: '/api/admin/grants', area: 'grants' },
  { prefix: '/api/admin/materials', area: 'materials' },
  { prefix: '/api/admin/leads', area: 'leads' },
  { prefix: '/api/admin/tracking', area: 'traffic' },
  { prefix: '/api/admin/media', area: 'media', readArea: 'mediaRead' },
  { prefix: '/api/admin/applications', area: 'applications' },
  { prefix: '/api/admin/jobs', area: 'jobs' },
  { prefix: '/api/admin/audit', area: 'audit' },
  { prefix: '/api/admin/staff', area: 'staff' },
  { prefix: '/api/studio', area: 'content' },
];

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** The roles (besides 管理员) that may call a staff route; [] → 管理员 only. */
export function rolesForStaffRoute(method: string, url: string): readonly StaffRole[] {
  const rule = STAFF_ROUTE_RULES.find((candidate) => under(url, candidate.prefix));
  if (!rule) return [];
  const reading = method === 'GET' || method === 'HEAD';
  return STAFF_AREA_ROLES[reading && rule.readArea ? rule.readArea : rule.area];
}
