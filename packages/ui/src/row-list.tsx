import type { ReactNode } from 'react';
import styles from './row-list.module.css';

interface RowListProps {
  /** The list's accessible name: '新闻列表', '白皮书列表', '在招职位'. */
  label: string;
  /** An ordered list where the order means something (newest first). */
  ordered?: boolean;
  children: ReactNode;
}

/** A list of entries, one a row, divided by rules: news, white papers, job openings. */
export function RowList({ label, ordered = false, children }: RowListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list} aria-label={label}>
      {children}
    </List>
  );
}

interface RowProps {
  /** The entry's heading, usually a link to its page. */
  title: ReactNode;
  /** h2 when the rows are the page's main list, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
  /** Shown before the text: a date block or a cover image. */
  lead?: ReactNode;
  /** A small red label above the title, e.g. the category. */
  eyebrow?: ReactNode;
  /** Facts under the title (date, department, city). */
  meta?: ReactNode;
  description?: ReactNode;
  /** Actions or a date on the right. */
  side?: ReactNode;
}

/** One entry of a RowList. */
export function Row({
  title,
  headingLevel = 'h2',
  lead,
  eyebrow,
  meta,
  description,
  side,
}: RowProps) {
  const Heading = headingLevel;
  return (
    <li className={styles.row}>
      {lead}
      <div className={styles.main}>
        {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
        <Heading className={styles.title}>{title}</Heading>
        {meta && <p className={styles.meta}>{meta}</p>}
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {side && <div className={styles.side}>{side}</div>}
    </li>
  );
}
