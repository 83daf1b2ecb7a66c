import { RichText } from './rich-text';
import styles from './section-title.module.css';

export interface SectionTitleProps {
  /** HTML allowed (trademark marks). */
  title: string;
  /** A short lead under the title; HTML allowed. */
  subtitle?: string;
  align?: 'center' | 'left';
  /** Heading level; pages keep one h1 (the banner), so sections default to h2. */
  level?: 2 | 3;
  id?: string;
}

/** The title (and optional lead) of a page section, with a short brand-red rule. */
export function SectionTitle({
  title,
  subtitle,
  align = 'center',
  level = 2,
  id,
}: SectionTitleProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`${styles.section} ${align === 'left' ? styles.left : styles.center}`}>
      <Heading className={styles.title} id={id}>
        <RichText html={title} as="span" />
      </Heading>
      {subtitle && <RichText html={subtitle} as="p" className={styles.subtitle} />}
    </div>
  );
}
