import type { ReactNode } from 'react';
import { RichText } from './rich-text';
import styles from './page-banner.module.css';

/** Colour schemes of the hero banner; content picks one by name (docs/site.md §3 banner style classes). */
export const BANNER_TONES = ['navy', 'light', 'red'] as const;
export type BannerTone = (typeof BANNER_TONES)[number];

export interface PageBannerProps {
  /** The page's h1; HTML allowed (trademark marks). */
  title: string;
  /** A line under the title; HTML allowed. */
  subtitle?: string;
  /** A paragraph under the subtitle; HTML allowed. */
  description?: string;
  /** URL of an illustration shown beside the text (an imported asset). */
  image?: string;
  /** Small label above the title, e.g. an industry or a category. */
  eyebrow?: string;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** A drawing beside the text (the product's picture); below it on narrow screens. */
  media?: ReactNode;
  /**
   * 'page': the navy band above a content page; 'hero': the tall banner of the product and
   * support landings, which runs up under the header and takes a colour scheme from content;
   * 'band': a closing call to action further down a page (a section with an h2, not the h1).
   */
  variant?: 'page' | 'hero' | 'band';
  /** Colour scheme of the hero variant. */
  tone?: BannerTone;
  align?: 'left' | 'center';
  testId?: string;
}

/** The banner at the top of a content page (brand colours of docs/site.md §9). */
export function PageBanner({
  title,
  subtitle,
  description,
  image,
  eyebrow,
  actions,
  media,
  variant = 'page',
  tone = 'navy',
  align = 'left',
  testId,
}: PageBannerProps) {
  const classes = [
    styles.banner,
    variant === 'page' ? undefined : styles[variant],
    variant === 'hero' && tone !== 'navy' ? styles[tone] : undefined,
    align === 'center' ? styles.center : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const Frame = variant === 'band' ? 'section' : 'header';
  const Heading = variant === 'band' ? 'h2' : 'h1';
  return (
    <Frame className={classes} data-testid={testId}>
      <div className={media ? `${styles.inner} ${styles.withMedia}` : styles.inner}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading className={styles.title}>
            <RichText html={title} as="span" />
          </Heading>
          {subtitle && <RichText html={subtitle} as="p" className={styles.subtitle} />}
          {description && <RichText html={description} as="p" className={styles.description} />}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {media && <div className={styles.media}>{media}</div>}
        {image && !media && <img className={styles.image} src={image} alt="" aria-hidden="true" />}
      </div>
    </Frame>
  );
}

/** Narrows a string from content to a known banner tone (unknown → 'navy'). */
export function toBannerTone(value: unknown): BannerTone {
  return (BANNER_TONES as readonly unknown[]).includes(value) ? (value as BannerTone) : 'navy';
}

/** The banner fields of a products or support content document (docs/site.md §3). */
export interface BannerContent {
  bannerBigTitle: string;
  bannerTitle?: string;
  bannerSubTitle?: string;
  /** Banner style class: colour scheme and alignment. */
  bannerClass?: { variant?: string; align?: string };
}

type ContentBannerProps = Pick<PageBannerProps, 'actions' | 'media' | 'testId'> & {
  content: BannerContent;
  /** Alignment when the content's style class names none. */
  align?: 'left' | 'center';
};

/** The hero banner of a content document: big title, title, subtitle, style class. */
export function ContentBanner({ content, align = 'center', ...rest }: ContentBannerProps) {
  const contentAlign = content.bannerClass?.align;
  return (
    <PageBanner
      variant="hero"
      title={content.bannerBigTitle}
      subtitle={content.bannerTitle}
      description={content.bannerSubTitle}
      tone={toBannerTone(content.bannerClass?.variant)}
      align={contentAlign === 'left' || contentAlign === 'center' ? contentAlign : align}
      {...rest}
    />
  );
}
