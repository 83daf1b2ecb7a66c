import { Link } from '@dpu/router';
import { RichText } from './rich-text';
import styles from './breadcrumb-trail.module.css';

export interface TrailItem {
  /** HTML allowed (trademark marks). */
  title: string;
  /** Site route; the last item (the current page) usually has none. */
  to?: string;
}

/** A breadcrumb trail; the last item is the current page (aria-current). */
export function BreadcrumbTrail({ items, testId }: { items: TrailItem[]; testId?: string }) {
  return (
    <nav className={styles.trail} aria-label="面包屑导航" data-testid={testId}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}:${item.title}`} className={styles.item}>
              {item.to && !last ? (
                <Link to={item.to} className={styles.link}>
                  <RichText html={item.title} as="span" />
                </Link>
              ) : (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  <RichText html={item.title} as="span" />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
