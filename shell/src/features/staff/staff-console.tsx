import { Layout, Menu, Result, Select } from 'antd';
import type { StaffRole } from '@dpu/contracts';
import { useLocation, useNavigate } from '@dpu/router';
import { SectionSlot } from './section-slot';
import { sectionFor, sectionsFor } from './staff-sections';
import styles from './staff.module.css';

/**
 * The console for staff: the menu of the sections their roles open and the chosen one
 * (?section=…; a section of another role is never shown — the first of theirs instead). On a phone
 * the menu is a select above the section (a collapsing side menu's toggle floated over the
 * section's filters); the stylesheet shows one of the two.
 */
export function StaffConsole({ roles }: { roles: readonly StaffRole[] }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // the sections of the staff member's roles only: the others are not shown at all
  const sections = sectionsFor(roles);
  const current = sectionFor(search, sections);
  const go = (key: string) => navigate(`${pathname}?section=${key}`);
  const items = sections.map((section) => ({ key: section.key, label: section.label }));
  if (!current) {
    return (
      <Result
        status="info"
        title="暂无可用栏目"
        subTitle="您的账号还没有分配角色。如需开通，请联系管理员。"
      />
    );
  }
  return (
    // The phone's section picker stands above the layout: inside it, antd's row of a
    // layout with a sider put the picker beside the section instead of over it.
    <div className={styles.console}>
      <div className={styles.picker}>
        <label htmlFor="staff-section">栏目</label>
        <Select
          id="staff-section"
          value={current.key}
          options={items.map(({ key, label }) => ({ value: key, label }))}
          onChange={go}
          className={styles.pickerSelect}
        />
      </div>
      <Layout className={styles.consoleBody} hasSider>
        <Layout.Sider theme="light" width={180} className={styles.sider}>
          <nav aria-label="工作台栏目">
            <Menu
              mode="inline"
              selectedKeys={[current.key]}
              items={items}
              onClick={({ key }) => go(key)}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content className={styles.content}>
          <SectionSlot key={current.key} section={current} />
        </Layout.Content>
      </Layout>
    </div>
  );
}
