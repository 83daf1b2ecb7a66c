import { Link } from '@dpu/router';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** The URL of a page (pages are links, so they can be opened, shared and crawled). */
  hrefFor: (page: number) => string;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Reads a 1-based page number from a query value; anything invalid is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The look of one choice among several (a page number, a filter value): bordered, red when
 * it is the current one. Filters share it so the site has one way to show "you are here".
 */
export function choiceClassName(current = false): string {
  return current ? `${styles.item} ${styles.current}` : (styles.item ?? '');
}

/** Numbered page links with previous/next; nothing when everything fits on one page. */
export function Pagination({ page, pageSize, total, hrefFor }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className={styles.pagination} aria-label="分页">
      {page > 1 ? (
        <Link className={styles.item} to={hrefFor(page - 1)} rel="prev">
          上一页
        </Link>
      ) : (
        <span className={`${styles.item} ${styles.disabled}`}>上一页</span>
      )}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} className={choiceClassName(true)} aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} className={styles.item} to={hrefFor(n)} aria-label={`第 ${n} 页`}>
            {n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link className={styles.item} to={hrefFor(page + 1)} rel="next">
          下一页
        </Link>
      ) : (
        <span className={`${styles.item} ${styles.disabled}`}>下一页</span>
      )}
    </nav>
  );
}
