import { Link } from '@dpu/router';
import { solutionRoute } from '@dpu/contracts';
import { SectionTitle } from '@dpu/ui';
import { ProductCard } from '../../../components/product-card/product-card';
import type { BuyerCopy, FamilyMember } from '../../../components/buyer/types';
import styles from '../../../components/buyer/buyer.module.css';

/** Products that go with this one (as cards with their drawings) and the solutions using it. */
export function RelatedPages({
  productKeys,
  solutionSlugs,
  members,
  solutionTitles,
  copy,
}: {
  productKeys: readonly string[];
  solutionSlugs: readonly string[];
  members: readonly FamilyMember[] | undefined;
  solutionTitles: ReadonlyMap<string, string> | undefined;
  copy: BuyerCopy;
}) {
  const solutions = solutionSlugs.flatMap((slug) => {
    const title = solutionTitles?.get(slug);
    return title ? [{ slug, title }] : [];
  });
  if (productKeys.length === 0 && solutions.length === 0) return null;
  return (
    <section className={styles.section} data-testid="product-section-related">
      <div className={styles.inner}>
        {productKeys.length > 0 && (
          <>
            <SectionTitle title={copy.relatedProductsTitle} />
            <ul className={styles.relatedProducts}>
              {productKeys.map((key) => (
                <ProductCard
                  key={key}
                  productKey={key}
                  facts={members?.find((member) => member.key === key)}
                  action={copy.relatedAction}
                  wide
                />
              ))}
            </ul>
          </>
        )}
        {solutions.length > 0 && (
          <>
            <h3 className={styles.subTitle}>{copy.relatedSolutionsTitle}</h3>
            <ul className={styles.solutions}>
              {solutions.map((solution) => (
                <li key={solution.slug}>
                  <Link to={solutionRoute(solution.slug)} className={styles.solution}>
                    {solution.title}
                    <span aria-hidden="true"> →</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
