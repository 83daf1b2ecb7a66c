import { ContentBody, type ContentRoot } from '@dpu/ui';
import layout from './layout.module.css';
import { ProductLinks } from './product-links';
import prose from './prose.module.css';

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
  const classes = [layout.container, layout.narrow, layout.pageBody, className];
  const hasProducts = products !== undefined && products.length > 0;
  return (
    <section className={classes.filter(Boolean).join(' ')}>
      {/* The products heading is one more h2 of the text, so it takes the text's look. */}
      <div className={prose.prose}>
        <ContentBody body={body} />
        {hasProducts && <h2>{productsTitle}</h2>}
      </div>
      {hasProducts && <ProductLinks keys={products} label={productsTitle} />}
    </section>
  );
}
