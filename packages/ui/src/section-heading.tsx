import { RichText } from './rich-text';
import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  /** HTML allowed (trademark marks). */
  title: string;
  subTitle?: string;
  align?: 'center' | 'left';
  /** Heading level; pages keep one h1 (the banner), so sections default to h2. */
  level?: 2 | 3;
  id?: string;
}

/** The title (and optional lead) above a page section, with the brand-red rule. */
export function SectionHeading({
  title,
  subTitle,
  align = 'center',
  level = 2,
  id,
}: SectionHeadingProps) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <header className={[styles.heading, align === 'left' ? styles.left : ''].join(' ').trim()}>
      <Tag className={styles.title} id={id}>
        <RichText html={title} as="span" />
      </Tag>
      {subTitle && <RichText html={subTitle} as="p" className={styles.subTitle} />}
    </header>
  );
}
