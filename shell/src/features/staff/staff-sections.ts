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

type AreaKey = Exclude<SectionKey, `studio-${string}`>;

/** A section of one staff area, seen by that area's roles. */
function areaSection(key: AreaKey, label: string, source: StaffSectionSource): StaffSectionEntry {
  return { key, label, source, roles: STAFF_AREA_ROLES[key] };
}

/** A section a remote exposes. */
function remoteSection(key: AreaKey, label: string, remote: string, module: string) {
  return areaSection(key, label, { kind: 'remote', remote, module });
}

/** A section the shell draws itself, a lazy chunk of its own. */
function shellSection(
  key: AreaKey,
  label: string,
  load: () => Promise<{ default: ComponentType }>,
) {
  return areaSection(key, label, { kind: 'shell', component: lazy(load) });
}

/** A team's studio section, from its remote (null: the shell's own collections). */
function studioSection(team: ContentTeam, label: string, remote: string | null): StaffSectionEntry {
  const source = { kind: 'studio', remote, module: 'StudioSection' } as const;
  return { key: `studio-${team}`, label, source, roles: teamRoles(team) };
}

export const STAFF_SECTIONS: readonly StaffSectionEntry[] = [
  remoteSection('certifications', '产品认证', 'support', 'StaffCertifications'),
  remoteSection('grants', '产品权限', 'support', 'StaffGrants'),
  remoteSection('materials', '支持资料', 'support', 'StaffMaterials'),
  remoteSection('leads', '销售线索', 'marketing', 'StaffLeads'),
  remoteSection('applications', '职位申请', 'careers', 'StaffApplications'),
  studioSection('marketing', '市场内容', 'marketing'),
  studioSection('products', '产品内容', 'products'),
  studioSection('careers', '招聘内容', 'careers'),
  studioSection('support', '客户支持内容', 'support'),
  studioSection('shell', '站点设置', null),
  shellSection('traffic', '访问统计', () => import('./traffic/traffic-section')),
  shellSection('media', '媒体库', () => import('./media/media-section')),
  shellSection('audit', '操作日志', () => import('./audit/audit-section')),
  shellSection('staff', '员工管理', () => import('./staff-accounts/staff-accounts-section')),
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
