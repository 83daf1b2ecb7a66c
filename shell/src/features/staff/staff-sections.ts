import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  CONTENT_COLLECTIONS,
  STAFF_AREA_ROLES,
  staffMay,
  type ContentTeam,
  type StaffRole,
} from '@dpu/contracts';

// The console's sections. Each comes from the team that owns the data: a remote's extra
// expose, loaded at run time through Module Federation (no remote imports another), or,
// for traffic and the audit log, a lazy chunk of the shell. Each names the roles that see
// it besides 管理员 (docs/api.md 'Staff roles'): the others' sections are not shown at all.

export type SectionKey =
  | 'certifications'
  | 'grants'
  | 'materials'
  | 'media'
  | 'leads'
  | 'applications'
  | 'traffic'
  | 'audit'
  | 'staff'
  | 'studio-marketing'
  | 'studio-careers'
  | 'studio-products'
  | 'studio-support'
  | 'studio-shell';

export type StaffSectionSource =
  | { kind: 'remote'; remote: string; module: string }
  | { kind: 'shell'; component: LazyExoticComponent<ComponentType> }
  // a content studio section: the collections from the remote's './StudioSection' (null:
  // the shell's own), the editor from @dpu/studio (studio/studio-slot.tsx)
  | { kind: 'studio'; remote: string | null; module: string };

export interface StaffSectionEntry {
  key: SectionKey;
  label: string;
  source: StaffSectionSource;
  /** Who sees it besides 管理员 (empty: 管理员 only). */
  roles: readonly StaffRole[];
}

/** A team's studio section: whoever may edit one of its collections. */
function teamRoles(team: ContentTeam): StaffRole[] {
  const roles = CONTENT_COLLECTIONS.filter((c) => c.team === team).flatMap((c) => c.roles);
  return [...new Set(roles)];
}

export const STAFF_SECTIONS: readonly StaffSectionEntry[] = [
  {
    key: 'certifications',
    label: '产品认证',
    source: { kind: 'remote', remote: 'support', module: 'StaffCertifications' },
    roles: STAFF_AREA_ROLES.certifications,
  },
  {
    key: 'grants',
    label: '产品权限',
    source: { kind: 'remote', remote: 'support', module: 'StaffGrants' },
    roles: STAFF_AREA_ROLES.grants,
  },
  {
    key: 'materials',
    label: '支持资料',
    source: { kind: 'remote', remote: 'support', module: 'StaffMaterials' },
    roles: STAFF_AREA_ROLES.materials,
  },
  {
    key: 'leads',
    label: '销售线索',
    source: { kind: 'remote', remote: 'marketing', module: 'StaffLeads' },
    roles: STAFF_AREA_ROLES.leads,
  },
  {
    key: 'applications',
    label: '职位申请',
    source: { kind: 'remote', remote: 'careers', module: 'StaffApplications' },
    roles: STAFF_AREA_ROLES.applications,
  },
  {
    key: 'studio-marketing',
    label: '市场内容',
    source: { kind: 'studio', remote: 'marketing', module: 'StudioSection' },
    roles: teamRoles('marketing'),
  },
  {
    key: 'studio-products',
    label: '产品内容',
    source: { kind: 'studio', remote: 'products', module: 'StudioSection' },
    roles: teamRoles('products'),
  },
  {
    key: 'studio-careers',
    label: '招聘内容',
    source: { kind: 'studio', remote: 'careers', module: 'StudioSection' },
    roles: teamRoles('careers'),
  },
  {
    key: 'studio-support',
    label: '客户支持内容',
    source: { kind: 'studio', remote: 'support', module: 'StudioSection' },
    roles: teamRoles('support'),
  },
  {
    key: 'studio-shell',
    label: '站点设置',
    source: { kind: 'studio', remote: null, module: 'StudioSection' },
    roles: teamRoles('shell'),
  },
  {
    key: 'traffic',
    label: '访问统计',
    source: { kind: 'shell', component: lazy(() => import('./traffic/traffic-section')) },
    roles: STAFF_AREA_ROLES.traffic,
  },
  {
    key: 'media',
    label: '媒体库',
    source: { kind: 'shell', component: lazy(() => import('./media/media-section')) },
    roles: STAFF_AREA_ROLES.media,
  },
  {
    key: 'audit',
    label: '操作日志',
    source: { kind: 'shell', component: lazy(() => import('./audit/audit-section')) },
    roles: STAFF_AREA_ROLES.audit,
  },
  {
    key: 'staff',
    label: '员工管理',
    source: {
      kind: 'shell',
      component: lazy(() => import('./staff-accounts/staff-accounts-section')),
    },
    roles: STAFF_AREA_ROLES.staff,
  },
];

/** The sections these roles see, in the menu's order. */
export function sectionsFor(roles: readonly string[]): StaffSectionEntry[] {
  return STAFF_SECTIONS.filter((section) => staffMay(roles, section.roles));
}

/** The section named by ?section=… among those shown; the first one for anything else. */
export function sectionFor(
  search: string,
  sections: readonly StaffSectionEntry[] = STAFF_SECTIONS,
): StaffSectionEntry | undefined {
  const key = new URLSearchParams(search).get('section');
  return sections.find((section) => section.key === key) ?? sections[0];
}
