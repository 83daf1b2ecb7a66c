import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The console's sections. Each comes from the team that owns the data: a remote's extra
// expose, loaded at run time through Module Federation (no remote imports another), or,
// for traffic and the audit log, a lazy chunk of the shell.

export type SectionKey =
  | 'certifications'
  | 'grants'
  | 'leads'
  | 'applications'
  | 'traffic'
  | 'audit'
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
}

export const STAFF_SECTIONS: readonly StaffSectionEntry[] = [
  {
    key: 'certifications',
    label: '产品认证',
    source: { kind: 'remote', remote: 'support', module: 'StaffCertifications' },
  },
  {
    key: 'grants',
    label: '产品权限',
    source: { kind: 'remote', remote: 'support', module: 'StaffGrants' },
  },
  {
    key: 'leads',
    label: '销售线索',
    source: { kind: 'remote', remote: 'marketing', module: 'StaffLeads' },
  },
  {
    key: 'applications',
    label: '职位申请',
    source: { kind: 'remote', remote: 'careers', module: 'StaffApplications' },
  },
  {
    key: 'studio-marketing',
    label: '市场内容',
    source: { kind: 'studio', remote: 'marketing', module: 'StudioSection' },
  },
  {
    key: 'studio-products',
    label: '产品内容',
    source: { kind: 'studio', remote: 'products', module: 'StudioSection' },
  },
  {
    key: 'studio-careers',
    label: '招聘内容',
    source: { kind: 'studio', remote: 'careers', module: 'StudioSection' },
  },
  {
    key: 'studio-support',
    label: '客户支持内容',
    source: { kind: 'studio', remote: 'support', module: 'StudioSection' },
  },
  {
    key: 'studio-shell',
    label: '站点设置',
    source: { kind: 'studio', remote: null, module: 'StudioSection' },
  },
  {
    key: 'traffic',
    label: '访问统计',
    source: { kind: 'shell', component: lazy(() => import('./traffic/traffic-section')) },
  },
  {
    key: 'audit',
    label: '操作日志',
    source: { kind: 'shell', component: lazy(() => import('./audit/audit-section')) },
  },
];

/** The section named by ?section=…; the first one for anything else. */
export function sectionFor(search: string): StaffSectionEntry {
  const key = new URLSearchParams(search).get('section');
  return STAFF_SECTIONS.find((section) => section.key === key) ?? STAFF_SECTIONS[0]!;
}
