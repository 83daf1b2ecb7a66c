import { STAFF_ROLES, type StaffRole } from '@dpu/contracts';
import { sectionFor, sectionsFor, STAFF_SECTIONS } from './staff-sections';

// Sections are hidden, not disabled: each role's menu holds only what its calls may use
// (docs/api.md 'Staff roles'; the server refuses the rest with '403').
const keys = (roles: StaffRole[]) => sectionsFor(roles).map((section) => section.key);

describe('the console sections of each role', () => {
  it('shows 管理员 every section, 员工管理 included', () => {
    expect(keys(['admin'])).toEqual(STAFF_SECTIONS.map((section) => section.key));
    expect(keys(['admin'])).toContain('staff');
  });

  it('shows 市场 leads, traffic, the media library and the marketing and product content only', () => {
    expect(keys(['marketing'])).toEqual([
      'leads',
      'studio-marketing',
      'studio-products',
      'traffic',
      'media',
    ]);
  });

  it('shows 人事 applications and the careers content only', () => {
    expect(keys(['hr'])).toEqual(['applications', 'studio-careers']);
  });

  it('shows 技术支持 certifications, grants, support material and the support content (and developer docs)', () => {
    expect(keys(['support'])).toEqual([
      'certifications',
      'grants',
      'materials',
      'studio-marketing',
      'studio-support',
    ]);
  });

  it('adds up several roles, and shows nothing without a role', () => {
    expect(keys(['hr', 'support'])).toEqual([
      'certifications',
      'grants',
      'materials',
      'applications',
      'studio-marketing',
      'studio-careers',
      'studio-support',
    ]);
    expect(keys([])).toEqual([]);
  });

  it('never shows 员工管理, 操作日志 or 站点设置 to anyone but 管理员', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
      expect(keys([role])).not.toEqual(expect.arrayContaining(['staff']));
      expect(keys([role])).not.toContain('audit');
      expect(keys([role])).not.toContain('studio-shell');
    }
  });

  it('when the address names a hidden section, then the first of the role is shown instead', () => {
    const marketing = sectionsFor(['marketing']);
    expect(sectionFor('?section=certifications', marketing)?.key).toBe('leads');
    expect(sectionFor('?section=traffic', marketing)?.key).toBe('traffic');
    expect(sectionFor('?section=leads', [])).toBeUndefined();
  });
});
