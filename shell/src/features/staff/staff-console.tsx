import { Layout, Menu } from 'antd';
import { useLocation, useNavigate } from '@dpu/router';
import { SectionSlot } from './section-slot';
import { sectionFor, STAFF_SECTIONS } from './staff-sections';
import styles from './staff.module.css';

/** The console for staff: the menu of sections and the chosen one (?section=…). */
export function StaffConsole() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = sectionFor(search);
  return (
    <Layout className={styles.console} hasSider>
      <Layout.Sider theme="light" width={180} breakpoint="md" collapsedWidth={0}>
        <nav aria-label="工作台栏目">
          <Menu
            mode="inline"
            selectedKeys={[current.key]}
            items={STAFF_SECTIONS.map((section) => ({ key: section.key, label: section.label }))}
            onClick={({ key }) => navigate(`${pathname}?section=${key}`)}
          />
        </nav>
      </Layout.Sider>
      <Layout.Content className={styles.content}>
        <SectionSlot key={current.key} section={current} />
      </Layout.Content>
    </Layout>
  );
}
