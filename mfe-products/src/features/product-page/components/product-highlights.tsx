import { IconFromRef } from '../../../components/icon-sets';
import type { ProductPageData } from '../types';
import { IconStrip } from './icon-strip';
import { ProductSection } from './product-section';
import styles from './sections.module.css';

/**
 * docs/site.md §2 highlights: desktop 2-column cards; mobile 2-column icon and title only (CSS);
 * then the product's technology badges and its series, from the family's icon sets.
 */
export function ProductHighlights({ page }: { page: ProductPageData }) {
  const items = page.systemHighlightsList ?? [];
  if (items.length === 0 && !page.technologyList?.length && !page.seriesList?.length) return null;
  return (
    <ProductSection name="highlights" title={page.highlightsTitle ?? '产品亮点'}>
      <ul className={styles.highlights} role="list">
        {items.map((item, i) => (
          <li key={`${i}:${item.title}`} className={styles.highlight} data-testid="highlight-card">
            <IconFromRef iconRef={item.img} size={48} className={styles.highlightIcon} />
            <div>
              <h3 className={styles.highlightTitle}>{item.title}</h3>
              {item.content && <p className={styles.highlightContent}>{item.content}</p>}
            </div>
          </li>
        ))}
      </ul>
      <IconStrip
        title={page.technologiesTitle ?? '关键技术'}
        items={page.technologyList}
        testId="product-technologies"
      />
      <IconStrip
        title={page.seriesTitle ?? '产品系列'}
        items={page.seriesList}
        testId="product-series"
      />
    </ProductSection>
  );
}
