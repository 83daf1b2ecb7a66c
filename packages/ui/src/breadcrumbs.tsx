import { Link } from '@dpu/router';
import { RichText } from './rich-text';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  /** HTML allowed (trademark marks in product names). */
  label: string;
  /** Omit for the current page (the last item) or an entry without a page. */
  to?: string;
}

/** A trail of links to the pages above the current one; the last item is the current page. */
export function Breadcrumbs({
  items,
  testId,
}: {
  items: readonly BreadcrumbItem[];
  testId?: string;
}) {
  return (
    <nav className={styles.breadcrumbs} aria-label="面包屑导航" data-testid={testId}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {item.to && !last ? (
                <Link to={item.to}>
                  <RichText html={item.label} as="span" />
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>
                  <RichText html={item.label} as="span" />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
