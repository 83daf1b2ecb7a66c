import { Layout, Menu, Select } from 'antd';
import { useLocation, useNavigate } from '@dpu/router';
import { SectionSlot } from './section-slot';
import { sectionFor, STAFF_SECTIONS } from './staff-sections';
import styles from './staff.module.css';

/**
 * The console for staff: the menu of sections and the chosen one (?section=…). On a phone
 * the menu is a select above the section (a collapsing side menu's toggle floated over the
 * section's filters); the stylesheet shows one of the two.
 */
export function StaffConsole() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = sectionFor(search);
  const go = (key: string) => navigate(`${pathname}?section=${key}`);
  const items = STAFF_SECTIONS.map((section) => ({ key: section.key, label: section.label }));
  return (
    <Layout className={styles.console} hasSider>
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
      <Layout.Content className={styles.content}>
        <SectionSlot key={current.key} section={current} />
      </Layout.Content>
    </Layout>
  );
}
