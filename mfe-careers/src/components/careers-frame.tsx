import type { ReactNode } from 'react';
import { NavLink } from '@dpu/router';
import { Breadcrumbs, PageBanner, type BreadcrumbItem } from '@dpu/ui';
import styles from './careers.module.css';

const TABS = [
  { to: '/about/joinus', label: '加入我们' },
  { to: '/joinus/social', label: '社会招聘' },
  { to: '/about/joinusSchool', label: '校园招聘' },
  { to: '/joinus/school', label: '校招职位' },
];

interface CareersFrameProps {
  title: string;
  subtitle?: string;
  description?: string;
  image?: string;
  /** Trail after '首页'. */
  trail: BreadcrumbItem[];
  children: ReactNode;
}

/** Banner, section menu and breadcrumbs of the careers pages. */
export function CareersFrame({
  title,
  subtitle,
  description,
  image,
  trail,
  children,
}: CareersFrameProps) {
  return (
    <div>
      <PageBanner title={title} subtitle={subtitle} description={description} image={image} />
      <nav className={styles.tabs} aria-label="招聘导航">
        <ul className={styles.container}>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end
                className={({ isActive }) =>
                  isActive ? `${styles.tab} ${styles.active}` : styles.tab
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Breadcrumbs items={[{ label: '首页', to: '/' }, ...trail]} />
      <div className={`${styles.container} ${styles.content}`}>{children}</div>
    </div>
  );
}
