import { IconFromRef } from '../../../components/icon-sets';
import type { HighlightItem } from '../types';
import styles from './sections.module.css';

/** A titled row of labelled icons: the technology badges or the series of a product. */
export function IconStrip({
  title,
  items,
  testId,
}: {
  title: string;
  items: HighlightItem[] | undefined;
  testId: string;
}) {
  if (!items?.length) return null;
  return (
    <div className={styles.strip} data-testid={testId}>
      <h3 className={styles.stripTitle}>{title}</h3>
      <ul className={styles.stripList} role="list">
        {items.map((item, i) => (
          <li key={`${i}:${item.title}`} className={styles.stripItem}>
            <IconFromRef iconRef={item.img} size={40} />
            <span>{item.title}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
