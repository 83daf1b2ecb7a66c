import type { ReactNode } from 'react';
import { CardGrid } from './card-grid';
import styles from './text-cards.module.css';

export interface TextCardItem {
  title: string;
  text: string;
  /** What follows the text (an e-mail link…). */
  extra?: ReactNode;
}

/**
 * Short statements side by side (values, culture, programmes, contact channels, offices): a
 * title and a text each.
 */
export function TextCards({
  items,
  columns = 3,
}: {
  items: readonly TextCardItem[];
  columns?: 2 | 3;
}) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {item.extra}
        </li>
      ))}
    </CardGrid>
  );
}
