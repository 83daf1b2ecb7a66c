import { Link } from '@dpu/router';
import { ContentBanner } from '@dpu/ui';
import { consultationUrl, handbookUrl } from '../api/get-product-page';
import type { ProductPageData } from '../types';
import styles from './sections.module.css';

// docs/site.md §2 Product detail pages: up to four actions — consultation, buy, handbook, video
// (the video is a section of its own below).
export const ACTION_LABELS = { consult: '合作咨询', buy: '购买', download: '下载手册' } as const;

export function ProductBanner({ page }: { page: ProductPageData }) {
  const actions = (
    <>
      <Link className={styles.button} to={consultationUrl(page.key)} data-testid="action-consult">
        {ACTION_LABELS.consult}
      </Link>
      {page.buyUrl && (
        <a
          className={`${styles.button} ${styles.ghost}`}
          href={page.buyUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="action-buy"
        >
          {ACTION_LABELS.buy}
        </a>
      )}
      {page.pdfKey && (
        <a
          className={`${styles.button} ${styles.ghost}`}
          href={handbookUrl(page.pdfKey)}
          download={`${page.key}.pdf`}
          title={page.downloadContent}
          data-testid="action-download"
        >
          {page.downloadTitle ?? ACTION_LABELS.download}
        </a>
      )}
    </>
  );
  return (
    <ContentBanner content={page} align="left" testId="product-section-banner" actions={actions} />
  );
}
