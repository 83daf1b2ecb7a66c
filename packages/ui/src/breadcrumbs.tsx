import { Link } from '@dpu/router';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item) or an entry without a page. */
  to?: string;
}

/** A trail of links to the pages above the current one. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav className={styles.breadcrumbs} aria-label="面包屑导航">
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
