import type { ReactNode } from 'react';
import { formatDate } from '@dpu/ui';
import styles from './doc-title.module.css';

/** The heading of an article-like page (document, news item, video): the title, then a line of facts. */
export function DocTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.meta}>{children}</p>
    </>
  );
}

/** A content date as visitors read it ('2025-06-01'), machine-readable too. */
export function DocDate({ date, prefix = '' }: { date: string | undefined; prefix?: string }) {
  const day = formatDate(date);
  return (
    <time dateTime={day}>
      {prefix}
      {day}
    </time>
  );
}
