import type { ReactNode } from 'react';
import { NavLink } from '@dpu/router';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';
import { PageBanner } from './page-banner';
import styles from './section-frame.module.css';

export interface SectionMenuLink {
  to: string;
  label: string;
  /** Active only on this very route, not on the routes below it. */
  end?: boolean;
}

export interface SectionFrameProps {
  title: string;
  subtitle?: string;
  description?: string;
  /** URL of the banner illustration. */
  image?: string;
  /** The section's own menu under the banner, and its accessible name. */
  menu: { label: string; links: readonly SectionMenuLink[] };
  /** The whole trail, from '首页' to the current page. */
  breadcrumbs: readonly BreadcrumbItem[];
  children: ReactNode;
}

/**
 * A page of a site section with its own menu (about us, careers): the banner, the section
 * menu with the current page marked, the breadcrumbs, then the page's content.
 */
export function SectionFrame({
  title,
  subtitle,
  description,
  image,
  menu,
  breadcrumbs,
  children,
}: SectionFrameProps) {
  return (
    <div>
      <PageBanner title={title} subtitle={subtitle} description={description} image={image} />
      <nav className={styles.menu} aria-label={menu.label}>
        <ul className={styles.container}>
          {menu.links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  isActive ? `${styles.link} ${styles.active}` : styles.link
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Breadcrumbs items={breadcrumbs} />
      <div className={`${styles.container} ${styles.content}`}>{children}</div>
    </div>
  );
}
