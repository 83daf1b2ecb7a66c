import styles from './card-surface.module.css';

/**
 * The white raised card that lists on tinted pages use (support's products and materials;
 * a product's advantages, raised a little more) and its navy title. Add these classes next
 * to an element's own, which set its layout, padding and size.
 */
export const cardSurface = {
  card: styles.card,
  raised: `${styles.card} ${styles.raised}`,
  title: styles.title,
};
