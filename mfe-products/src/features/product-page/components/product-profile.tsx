import { RichText } from '@dpu/ui';
import type { ProductPageData } from '../types';
import { ArchitectureDiagram } from './architecture-diagram';
import { ProductSection } from './product-section';
import styles from './sections.module.css';

/** docs/site.md §2: a short profile with the architecture image and its caption. */
export function ProductProfile({ page }: { page: ProductPageData }) {
  if (!page.profileContent) return null;
  const caption = page.profileDescribe ?? page.bannerTitle;
  return (
    <ProductSection name="profile" title={page.profileTitle ?? '产品简介'}>
      <div className={styles.profile}>
        <RichText html={page.profileContent} className={styles.richText} />
        {page.architecture?.length ? (
          <figure className={styles.figure}>
            <ArchitectureDiagram layers={page.architecture} caption={caption} />
            <figcaption className={styles.caption}>{caption}</figcaption>
          </figure>
        ) : null}
      </div>
    </ProductSection>
  );
}
