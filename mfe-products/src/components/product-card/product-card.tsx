import { Link } from '@dpu/router';
import { productByKey } from '@dpu/contracts';
import { ProductArt } from '@dpu/ui';
import styles from './product-card.module.css';

/** What a product card reads from the product's content document. */
export interface ProductCardFacts {
  key: string;
  summary?: string;
  hardware?: unknown;
  keyFacts?: string[];
}

export const PRODUCT_CARD_FIELDS = ['key', 'summary', 'hardware', 'keyFacts'];

/**
 * One product as a card: its drawing, name, summary, key facts and a link to its page. The
 * 'wide' look puts the drawing beside the text (a group of one product, a featured card).
 */
export function ProductCard({
  productKey,
  facts,
  action,
  wide = false,
  headingLevel = 3,
}: {
  productKey: string;
  facts: ProductCardFacts | undefined;
  action: string;
  wide?: boolean;
  headingLevel?: 2 | 3;
}) {
  const product = productByKey(productKey);
  if (!product) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <Link to={product.route} className={styles.link} data-testid={`product-card-${product.key}`}>
        <span className={styles.media}>
          {facts?.hardware ? (
            <ProductArt hardware={facts.hardware} name={product.name} decorative />
          ) : (
            <span className={styles.placeholderName} aria-hidden="true">
              {product.name}
            </span>
          )}
        </span>
        <span className={styles.body}>
          <Heading className={styles.title}>{product.name}</Heading>
          {facts?.summary && <span className={styles.text}>{facts.summary}</span>}
          {facts?.keyFacts && facts.keyFacts.length > 0 && (
            <span className={styles.facts}>
              {facts.keyFacts.map((fact) => (
                <span key={fact} className={styles.fact}>
                  {fact}
                </span>
              ))}
            </span>
          )}
          <span className={styles.action}>
            {action}
            <span aria-hidden="true"> →</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
