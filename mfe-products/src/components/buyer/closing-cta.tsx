import { ButtonLink } from '@dpu/ui';
import type { BuyerCopy } from './types';
import styles from './buyer.module.css';

/**
 * The page ends with what to do next: talk to sales, buy, or (a customer) get support. A
 * light panel of its own, so it does not run into the navy footer below.
 */
export function ClosingCta({
  productKey,
  buyUrl,
  copy,
}: {
  /** The product the visitor looked at: the contact form names it (docs/site.md §2). */
  productKey?: string;
  buyUrl?: string;
  copy: BuyerCopy;
}) {
  const consult = productKey ? `/contact?interested=${encodeURIComponent(productKey)}` : '/contact';
  return (
    <section
      className={styles.ctaSection}
      data-testid="product-section-cta"
      aria-labelledby="product-cta-title"
    >
      <div className={styles.cta}>
        <div className={styles.ctaText}>
          <h2 id="product-cta-title">{copy.ctaTitle}</h2>
          {copy.ctaSubtitle && <p>{copy.ctaSubtitle}</p>}
        </div>
        <div className={styles.ctaActions}>
          <ButtonLink to={consult}>{copy.ctaConsult}</ButtonLink>
          {buyUrl && (
            <ButtonLink variant="outline" href={buyUrl} newTab>
              {copy.ctaBuy}
            </ButtonLink>
          )}
          <ButtonLink variant="outline" to="/productStack">
            {copy.ctaSupport}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
