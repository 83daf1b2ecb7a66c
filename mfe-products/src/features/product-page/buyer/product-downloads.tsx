import { Link } from '@dpu/router';
import type { CatalogueProduct } from '@dpu/contracts';
import { SectionTitle } from '@dpu/ui';
import { handbookUrl } from '../api/get-product-page';
import type { BuyerCopy, DownloadEntry } from '../../../components/buyer/types';
import styles from '../../../components/buyer/buyer.module.css';

/** The customer-area page listing a gated file; the area's guard asks for login or rights. */
export function gatedUrl(section: string, proId: string): string {
  return `/productStack/customer/${section}?${new URLSearchParams({ proId }).toString()}`;
}

function DownloadAction({
  entry,
  product,
  pdfKey,
}: {
  entry: DownloadEntry;
  product: CatalogueProduct;
  pdfKey?: string;
}) {
  const label = `${product.name} ${entry.title} ${entry.action}`;
  if (entry.access === 'public') {
    if (entry.kind !== 'handbook' || !pdfKey) return null;
    return (
      <a
        className={styles.download}
        href={handbookUrl(pdfKey)}
        download={`${product.key}.pdf`}
        aria-label={label}
      >
        {entry.action}
      </a>
    );
  }
  // gated: through the customer area, whose guard sends a visitor to log in, or shows the
  // buy/certify dialog to a customer without rights (docs/site.md §4)
  return (
    <Link
      className={`${styles.download} ${styles.gated}`}
      to={gatedUrl(entry.section ?? 'downloadDrivers', product.proId)}
      aria-label={label}
    >
      {entry.action}
    </Link>
  );
}

/** Datasheet, guide and driver of the product: public ones directly, gated ones by rights. */
export function ProductDownloads({
  product,
  pdfKey,
  copy,
}: {
  product: CatalogueProduct;
  pdfKey?: string;
  copy: BuyerCopy;
}) {
  const entries = copy.downloads.filter((entry) => entry.access === 'gated' || pdfKey);
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} data-testid="product-section-downloads">
      <div className={styles.inner}>
        <SectionTitle title={copy.downloadsTitle} subtitle={copy.downloadsIntro} />
        <ul className={styles.downloads}>
          {entries.map((entry) => (
            <li key={entry.kind} className={styles.file} data-access={entry.access}>
              <span className={styles.fileIcon} aria-hidden="true">
                {entry.kind === 'driver' ? 'ZIP' : 'PDF'}
              </span>
              <span className={styles.fileText}>
                <strong>
                  {product.name} {entry.title}
                </strong>
                <span>
                  {entry.detail}
                  {entry.access === 'gated' && (
                    <span className={styles.gatedNote}>{copy.gatedNote}</span>
                  )}
                </span>
              </span>
              <DownloadAction entry={entry} product={product} pdfKey={pdfKey} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
