import { Link } from '@dpu/router';
import { newsRoute } from '@dpu/contracts';
import { formatDate, ProductPicture } from '@dpu/ui';
import styles from './featured-news.module.css';

export interface FeaturedNewsItem {
  slug: string;
  title: string;
  date: string;
  products?: string[];
}

/** The newest items first: the first that names a product, for the banner. */
export function featuredItem(items: readonly FeaturedNewsItem[]): FeaturedNewsItem | undefined {
  return items.find((item) => (item.products?.length ?? 0) > 0);
}

/** The newsroom banner's picture: the newest product news, with the product's drawing. */
export function FeaturedNews({ item, label }: { item: FeaturedNewsItem; label: string }) {
  const product = item.products?.[0];
  return (
    <Link className={styles.featured} to={newsRoute(item.slug)} data-testid="featured-news">
      {product && <ProductPicture productKey={product} decorative />}
      <span className={styles.meta}>
        {label} · {formatDate(item.date)}
      </span>
      <span className={styles.title}>{item.title}</span>
    </Link>
  );
}
