import { RichText } from '@dpu/ui';
import type { ProductPageData } from '../types';
import { ProductSection } from './product-section';
import styles from './sections.module.css';

/**
 * docs/site.md §2 specifications: the specification sheet (drawn from rows in content, so it stays
 * searchable and sharp), then further blocks such as '产品兼容性' from structureList.
 */
export function ProductSpecs({ page }: { page: ProductPageData }) {
  const rows = page.specifications ?? [];
  const blocks = page.structureList ?? [];
  if (rows.length === 0 && blocks.length === 0) return null;
  const title = page.specificationsTitle ?? '产品规格';
  return (
    <ProductSection name="specs" title={title} className={styles.specs}>
      {rows.length > 0 && (
        <figure className={styles.sheet} data-testid="spec-sheet">
          <figcaption className={styles.sheetCaption}>
            <RichText html={`${page.bannerTitle} ${title}`} as="span" />
          </figcaption>
          <table>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>
                    <RichText html={row.value} as="span" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
      {blocks.map((block) => (
        <div key={block.title} className={styles.block} data-testid="spec-block">
          <h3>{block.title}</h3>
          {block.contentList.map((entry, i) => (
            <RichText key={i} html={entry.content} className={styles.richText} />
          ))}
        </div>
      ))}
    </ProductSection>
  );
}
