import { Link } from '@dpu/router';
import { productByKey } from '@dpu/contracts';
import {
  ErrorPage,
  ContentBanner,
  RichText,
  SectionTitle,
  useContent,
  useSitePageMeta,
} from '@dpu/ui';
import { IconFromRef } from '../../components/icon-sets';
import type { LandingPageData, ProductCardData } from './types';
import styles from './landing-page.module.css';

const CARD_FIELDS = ['key', 'summary', 'iconFamily'];

/** A landing of the product section: banner, optional points, product groups as cards. */
export function LandingPage({ contentPath, testId }: { contentPath: string; testId: string }) {
  const state = useContent<LandingPageData>(contentPath);
  const cards = useContent<ProductCardData[]>('/products', { only: CARD_FIELDS });
  const page = state.status === 'ready' ? state.data : undefined;
  useSitePageMeta(page ? (page.titleSuffix ?? page.title) : undefined, {
    description: page?.description,
    keywords: page?.keywords,
  });
  if (state.status === 'not-found') return <ErrorPage statusCode={404} />;
  if (state.status === 'error') return <ErrorPage message="页面内容加载失败，请稍后刷新重试" />;
  const summaries = new Map(
    cards.status === 'ready' ? cards.data.map((card) => [card.key, card]) : [],
  );
  return (
    <div data-testid={testId} className={styles.page} aria-busy={!page}>
      {page && (
        <>
          <ContentBanner content={page} />
          {page.points && page.points.length > 0 && (
            <section className={styles.section}>
              <SectionTitle title={page.pointsTitle ?? page.title} />
              <ul className={styles.points} role="list">
                {page.points.map((point) => (
                  <li key={point.title} className={styles.point}>
                    <IconFromRef iconRef={point.img} size={48} />
                    <h3>{point.title}</h3>
                    <RichText html={point.content} className={styles.pointText} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {page.groups.map((group) => (
            <section key={group.title} className={styles.section} data-testid="product-group">
              <SectionTitle title={group.title} subtitle={group.intro} />
              <ul className={styles.cards} role="list">
                {group.keys.map((key) => (
                  <ProductCard
                    key={key}
                    productKey={key}
                    card={summaries.get(key)}
                    action={page.cardAction ?? '了解详情'}
                  />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}

function ProductCard({
  productKey,
  card,
  action,
}: {
  productKey: string;
  card: ProductCardData | undefined;
  action: string;
}) {
  const product = productByKey(productKey);
  if (!product) return null;
  return (
    <li className={styles.card}>
      <Link
        to={product.route}
        className={styles.cardLink}
        data-testid={`product-card-${product.key}`}
      >
        <IconFromRef
          iconRef={card?.iconFamily ? `${card.iconFamily}/feature/1` : 'generic/feature/4'}
          size={40}
        />
        <h3 className={styles.cardTitle}>{product.name}</h3>
        {card?.summary && <p className={styles.cardText}>{card.summary}</p>}
        <span className={styles.cardAction}>{action} →</span>
      </Link>
    </li>
  );
}
