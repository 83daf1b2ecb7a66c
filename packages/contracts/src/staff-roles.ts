// Staff roles (issue 23, docs/site.md §5 'Staff roles'): one place for the codes the server
// stores and checks and the Chinese labels the console shows. A staff account holds one or
// more; 管理员 may do everything, staff accounts included.

export const STAFF_ROLES = ['admin', 'marketing', 'hr', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: '管理员',
  marketing: '市场',
  hr: '人事',
  support: '技术支持',
};

/** What each role is for, as the staff accounts page explains it. */
export const STAFF_ROLE_SCOPES: Readonly<Record<StaffRole, string>> = {
  admin: '全部功能，含员工账号',
  marketing: '销售线索、市场内容、媒体库、访问统计',
  hr: '招聘职位、职位申请',
  support: '产品认证、产品权限、支持资料',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * Whether roles held let a staff member in where `allowed` roles may go (管理员 always).
 * An empty `allowed` means 管理员 only.
 */
export function staffMay(held: readonly string[], allowed: readonly StaffRole[]): boolean {
  return held.includes('admin') || allowed.some((role) => held.includes(role));
}

/** The roles in their canonical order, each once (what the server stores). */
export function normaliseStaffRoles(roles: readonly string[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

/** A staff account's state in the console: invited (no password set yet), active, disabled. */
export const STAFF_STATES = ['invited', 'active', 'disabled'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

export const STAFF_STATE_LABELS: Readonly<Record<StaffState, string>> = {
  invited: '已邀请',
  active: '正常',
  disabled: '已停用',
};

/**
 * Who may use each part of the staff console and API besides 管理员 (an empty list: 管理员
 * only). The server maps its routes onto these (server/src/staff-roles/route-roles.ts) and the
 * console hides the sections of the others (shell/src/features/staff/staff-sections.ts).
 */
export const STAFF_AREA_ROLES = {
  certifications: ['support'],
  grants: ['support'],
  materials: ['support'],
  leads: ['marketing'],
  traffic: ['marketing'],
  media: ['marketing'],
  /** looking through the media library (the studio's image picker): every content editor */
  mediaRead: ['marketing', 'hr', 'support'],
  applications: ['hr'],
  jobs: ['hr'],
  /** the content studio: each collection then checks its own roles (content-collections.ts) */
  content: ['marketing', 'hr', 'support'],
  audit: [],
  staff: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREA_ROLES;

/** Whether roles held open an area of the console and API. */
export function staffMayUse(held: readonly string[], area: StaffArea): boolean {
  return staffMay(held, STAFF_AREA_ROLES[area]);
}
