import type { ReactNode } from 'react';
import { Link, NavLink } from '@dpu/router';
import { useSitePageMeta } from '@dpu/ui';
import type { CatalogueProduct } from '@dpu/contracts';
import { sectionUrl } from '../use-customer-context';
import type { CustomerCopy } from '../types';
import styles from './customer.module.css';

interface CustomerLayoutProps {
  copy: CustomerCopy;
  proId: string;
  product?: CatalogueProduct;
  /** Title of the current page. */
  heading: string;
  children: ReactNode;
}

/** Frame of every customer page: the product, the sub-page navigation, the content. */
export function CustomerLayout({ copy, proId, product, heading, children }: CustomerLayoutProps) {
  useSitePageMeta(copy.title);
  return (
    <div className={styles.page} data-testid="customer-area">
      <header className={styles.header}>
        <div className={styles.inner}>
          <p className={styles.crumb}>
            <Link to="/productStack">{copy.title}</Link>
            <span aria-hidden="true"> / </span>
            <span>{product?.name ?? proId}</span>
          </p>
          <h1 className={styles.title}>{heading}</h1>
        </div>
      </header>
      <div className={`${styles.inner} ${styles.body}`}>
        <nav className={styles.nav} aria-label={copy.title}>
          <NavLink end to={sectionUrl('', proId)} className={navClass}>
            {copy.homeTitle}
          </NavLink>
          {copy.sections.map((section) => (
            <NavLink key={section.path} to={sectionUrl(section.path, proId)} className={navClass}>
              {section.title}
            </NavLink>
          ))}
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.navLink} ${styles.active}` : (styles.navLink ?? '');
}
