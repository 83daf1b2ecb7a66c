import { CardGrid } from './card-grid';
import styles from './text-cards.module.css';

export interface TextCardItem {
  title: string;
  text: string;
}

/** Three short statements side by side (values, culture, programmes): a title and a text each. */
export function TextCards({ items }: { items: readonly TextCardItem[] }) {
  return (
    <CardGrid columns={3}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </CardGrid>
  );
}
