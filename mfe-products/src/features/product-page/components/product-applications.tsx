import { RichText } from '@dpu/ui';
import { IconFromRef } from '../../../components/icon-sets';
import type { ProductPageData } from '../types';
import { ProductSection } from './product-section';
import styles from './sections.module.css';

/** docs/site.md §2 application scenarios: cards, each with a title and rich-text content. */
export function ProductApplications({ page }: { page: ProductPageData }) {
  const items = page.applicationList ?? [];
  if (items.length === 0) return null;
  return (
    <ProductSection name="applications" title={page.applicationTitle ?? '应用场景'}>
      <ul className={styles.applications} role="list">
        {items.map((item, i) => (
          <li
            key={`${i}:${item.title}`}
            className={styles.application}
            data-testid="application-card"
          >
            <IconFromRef iconRef={item.img} size={56} variant="dark" />
            <h3 className={styles.applicationTitle}>
              <RichText html={item.title} as="span" />
            </h3>
            <RichText html={item.content} className={styles.richText} />
            {item.structureList?.map((point) => (
              <div key={point.title}>
                <h4 className={styles.pointTitle}>{point.title}</h4>
                {point.contentList.map((entry, j) => (
                  <RichText key={j} html={entry.content} className={styles.richText} />
                ))}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
