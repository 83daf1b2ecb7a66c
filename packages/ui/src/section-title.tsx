import styles from './section-title.module.css';

export interface SectionTitleProps {
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
  /** Heading level; h2 by default. */
  level?: 2 | 3;
  id?: string;
}

/** The title of a page section, with a short brand-red rule. */
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
        {title}
      </Heading>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}
