import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@dpu/router';
import styles from './card-grid.module.css';

export interface CardGridProps {
  /** Columns on wide screens; the grid drops to 2 and then 1 on narrow ones. */
  columns?: 2 | 3 | 4;
  children: ReactNode;
  /** Accessible name when the grid is a list of things (news, jobs, videos…). */
  label?: string;
}

/** A responsive grid of cards, rendered as a list. */
export function CardGrid({ columns = 3, children, label }: CardGridProps) {
  const style = { '--card-columns': columns } as CSSProperties;
  return (
    <ul className={styles.grid} style={style} aria-label={label}>
      {children}
    </ul>
  );
}

export interface CardProps {
  title: string;
  text?: string;
  /** Site route the card links to. */
  to?: string;
  image?: string;
  /** A drawing in the image's place (a product's picture), on the same tinted mat. */
  media?: ReactNode;
  /** A short line above the title (date, category, industry…). */
  meta?: string;
  /** Extra content under the text (tags, a button…). */
  children?: ReactNode;
}

/** One card of a CardGrid; the whole card is the link when `to` is given. */
export function Card({ title, text, to, image, media, meta, children }: CardProps) {
  const inner = (
    <>
      {media && <div className={styles.media}>{media}</div>}
      {image && !media && (
        <img className={styles.image} src={image} alt="" aria-hidden="true" loading="lazy" />
      )}
      <div className={styles.body}>
        {meta && <p className={styles.meta}>{meta}</p>}
        <h3 className={styles.title}>{title}</h3>
        {text && <p className={styles.text}>{text}</p>}
        {children}
      </div>
    </>
  );
  return (
    <li className={styles.card}>
      {to ? (
        <Link className={styles.link} to={to}>
          {inner}
        </Link>
      ) : (
        <div className={styles.link}>{inner}</div>
      )}
    </li>
  );
}
