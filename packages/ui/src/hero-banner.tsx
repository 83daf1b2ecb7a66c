import type { ReactNode } from 'react';
import { RichText } from './rich-text';
import styles from './hero-banner.module.css';

/** Colour schemes of a page banner; content picks one by name (docs/site.md §3 banner style classes). */
export const HERO_BANNER_VARIANTS = ['navy', 'light', 'red'] as const;
export type HeroBannerVariant = (typeof HERO_BANNER_VARIANTS)[number];

export interface HeroBannerProps {
  /** HTML allowed (trademark marks); rendered through RichText. */
  bigTitle: string;
  title?: string;
  subTitle?: string;
  variant?: HeroBannerVariant;
  align?: 'left' | 'center';
  /** Buttons or links under the titles. */
  actions?: ReactNode;
  className?: string;
  testId?: string;
}

/** The banner at the top of a content page: big title, title, subtitle and actions. */
export function HeroBanner({
  bigTitle,
  title,
  subTitle,
  variant = 'navy',
  align = 'left',
  actions,
  className,
  testId,
}: HeroBannerProps) {
  const classes = [
    styles.banner,
    variant === 'navy' ? undefined : styles[variant],
    align === 'center' ? styles.center : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={classes} data-testid={testId}>
      <div className={styles.inner}>
        <h1 className={styles.bigTitle}>
          <RichText html={bigTitle} as="span" />
        </h1>
        {title && <RichText html={title} as="p" className={styles.title} />}
        {subTitle && <RichText html={subTitle} as="p" className={styles.subTitle} />}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
}

/** Narrows a string from content to a known banner variant (unknown → 'navy'). */
export function toHeroBannerVariant(value: unknown): HeroBannerVariant {
  return (HERO_BANNER_VARIANTS as readonly unknown[]).includes(value)
    ? (value as HeroBannerVariant)
    : 'navy';
}
