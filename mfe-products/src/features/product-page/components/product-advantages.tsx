import { cardSurface, RichText } from '@dpu/ui';
import type { ProductPageData } from '../types';
import { ProductSection } from './product-section';
import styles from './sections.module.css';

/** docs/site.md §2 advantages (where present): cards of title, subtitle and content. */
export function ProductAdvantages({ page }: { page: ProductPageData }) {
  const items = page.advantagesList ?? [];
  if (items.length === 0) return null;
  return (
    <ProductSection name="advantages" title={page.advantagesTitle ?? '产品优势'}>
      <ul className={styles.advantages} role="list">
        {items.map((item, i) => (
          <li
            key={`${i}:${item.title}`}
            className={`${cardSurface.raised} ${styles.advantage}`}
            data-testid="advantage-card"
          >
            <h3 className={`${cardSurface.title} ${styles.advantageTitle}`}>{item.title}</h3>
            {item.subTitle && <p className={styles.advantageSubTitle}>{item.subTitle}</p>}
            <RichText html={item.content} className={styles.richText} />
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
