import type { ReactNode } from 'react';
import styles from './page-banner.module.css';

export interface PageBannerProps {
  title: string;
  subtitle?: string;
  description?: string;
  /** URL of an illustration shown beside the text (an imported asset). */
  image?: string;
  /** Small label above the title, e.g. an industry or a category. */
  eyebrow?: string;
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

/** The navy banner at the top of a content page (brand colours of docs/site.md §9). */
export function PageBanner({
  title,
  subtitle,
  description,
  image,
  eyebrow,
  actions,
}: PageBannerProps) {
  return (
    <header className={styles.banner}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {description && <p className={styles.description}>{description}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {image && <img className={styles.image} src={image} alt="" aria-hidden="true" />}
      </div>
    </header>
  );
}
