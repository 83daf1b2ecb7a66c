import { ContentBody, type ContentRoot } from '@dpu/ui';
import layout from './layout.module.css';
import { ProductLinks } from './product-links';
import prose from './prose.module.css';
import styles from './doc-body.module.css';

interface DocBodyProps {
  body: ContentRoot;
  /** Product keys the document names, listed under it with `productsTitle` as heading. */
  products?: readonly string[];
  productsTitle: string;
  /** Extra spacing a page needs around the text. */
  className?: string;
}

/** The text of a solution or case page in a narrow column, then the products it uses. */
export function DocBody({ body, products, productsTitle, className }: DocBodyProps) {
  const classes = [layout.container, layout.narrow, styles.body, className];
  return (
    <section className={classes.filter(Boolean).join(' ')}>
      <ContentBody body={body} className={prose.prose} />
      {products && products.length > 0 && (
        <>
          <h2 className={styles.subheading}>{productsTitle}</h2>
          <ProductLinks keys={products} label={productsTitle} />
        </>
      )}
    </section>
  );
}
