import type { CSSProperties } from 'react';
import {
  ErrorPage,
  ContentBanner,
  RichText,
  SectionTitle,
  useContent,
  useSitePageMeta,
} from '@dpu/ui';
import { IconFromRef } from '../../components/icon-sets';
import { PRODUCT_CARD_FIELDS, ProductCard } from '../../components/product-card/product-card';
import { ClosingCta } from '../../components/buyer/closing-cta';
import { FamilyCompare } from '../../components/buyer/family-compare';
import { useBuyerCopy, useFamily } from '../../components/buyer/use-buyer';
import type { LandingGroup, LandingPageData, ProductCardData } from './types';
import styles from './landing-page.module.css';

/**
 * Columns of a group's grid: every row full (6 → 3 + 3, 4 → 2 + 2); one or two products are
 * wide cards (drawing beside the text), never a lone narrow card in a wide row.
 */
export function groupColumns(count: number): number {
  if (count <= 2) return 1;
  if (count === 3) return 3;
  if (count % 3 === 0) return 3;
  if (count % 2 === 0) return 2;
  return 3;
}

/** A landing of the product section: banner, optional points, product groups as cards. */
export function LandingPage({ contentPath, testId }: { contentPath: string; testId: string }) {
  const state = useContent<LandingPageData>(contentPath);
  const cards = useContent<ProductCardData[]>('/products', { only: PRODUCT_CARD_FIELDS });
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
            <ProductGroup
              key={group.title}
              group={group}
              summaries={summaries}
              action={page.cardAction ?? '了解详情'}
            />
          ))}
          {page.buyer && <LandingBuyer />}
        </>
      )}
    </div>
  );
}

function ProductGroup({
  group,
  summaries,
  action,
}: {
  group: LandingGroup;
  summaries: Map<string, ProductCardData>;
  action: string;
}) {
  const columns = groupColumns(group.keys.length);
  return (
    <section className={styles.section} data-testid="product-group">
      <SectionTitle title={group.title} subtitle={group.intro} />
      <ul
        className={styles.cards}
        role="list"
        style={{ '--columns': columns } as CSSProperties}
        data-columns={columns}
      >
        {group.keys.map((key) => (
          <ProductCard
            key={key}
            productKey={key}
            facts={summaries.get(key)}
            action={action}
            wide={group.keys.length <= 2}
          />
        ))}
      </ul>
    </section>
  );
}

/** /product ends like a product page: the 2200 family side by side, then whom to talk to. */
function LandingBuyer() {
  const copy = useBuyerCopy();
  const family = useFamily();
  if (!copy) return null;
  return (
    <>
      {family && <FamilyCompare members={family} copy={copy} />}
      <ClosingCta copy={copy} />
    </>
  );
}
