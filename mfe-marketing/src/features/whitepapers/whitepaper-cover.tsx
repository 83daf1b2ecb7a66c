import { ProductPicture, useSiteFacts } from '@dpu/ui';
import type { WhitepaperDoc } from '../../lib/whitepapers';
import styles from './whitepaper-cover.module.css';

/** '2025-03-20' → '2025 年 3 月', the edition line of a vendor's paper. */
function edition(date: string): string {
  const [year, month] = date.split('-');
  return year && month ? `${year} 年 ${Number(month)} 月` : '';
}

/**
 * The paper's cover as its PDF would have it: the company, the title and subtitle, the
 * drawing of the product it is about and the edition. Hidden from screen readers: the page's
 * heading says the same.
 */
export function WhitepaperCover({ doc }: { doc: WhitepaperDoc }) {
  const company = useSiteFacts()?.companyName;
  const product = doc.products?.[0];
  return (
    <div className={styles.cover} aria-hidden="true" data-testid="whitepaper-cover">
      <div className={styles.head}>
        <span>{company}</span>
        <span className={styles.kind}>WHITE PAPER</span>
      </div>
      <div className={styles.title}>{doc.title}</div>
      {doc.subtitle && <div className={styles.subtitle}>{doc.subtitle}</div>}
      <div className={styles.picture}>
        {product && <ProductPicture productKey={product} frame="bare" decorative />}
      </div>
      <div className={styles.edition}>{edition(doc.date)}</div>
    </div>
  );
}
