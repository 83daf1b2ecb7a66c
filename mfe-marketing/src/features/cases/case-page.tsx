import { CASE_SLUGS, caseRoute } from '@dpu/contracts';
import {
  Breadcrumbs,
  ButtonLink,
  Card,
  CardGrid,
  ContentBody,
  ContentView,
  ErrorPage,
  PageBanner,
  SectionTitle,
  useContent,
  useSitePageMeta,
} from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import type { MarkdownDoc, Stat } from '../../components/content-types';
import { CtaBand } from '../../components/cta-band';
import layout from '../../components/layout.module.css';
import prose from '../../components/prose.module.css';
import { ProductLinks } from '../../components/product-links';
import { StatList } from '../../components/stat-list';
import { useSectionCopy } from '../../lib/section-copy';
import { useTeasers } from '../../lib/teasers';
import styles from './case-page.module.css';
import { usePageSlug } from '../../lib/page-slug';

interface CaseDoc extends MarkdownDoc {
  industry: string;
  customer?: string;
  illustration?: string;
  products?: string[];
  highlights?: Stat[];
}

const MORE_CASES = 3;

function MoreCases({ current }: { current: string }) {
  const others = useTeasers('/cases')
    .filter((c) => c.slug !== current)
    .slice(0, MORE_CASES);
  if (others.length === 0) return null;
  return (
    <section className={layout.sectionAlt}>
      <div className={layout.container}>
        <SectionTitle title="更多案例" />
        <CardGrid columns={3} label="更多案例">
          {others.map((c) => (
            <Card
              key={c.slug}
              title={c.title}
              text={c.description}
              meta={c.industry}
              to={caseRoute(c.slug)}
              image={illustrationUrl(c.illustration)}
            />
          ))}
        </CardGrid>
      </div>
    </section>
  );
}

function Case({ doc }: { doc: CaseDoc }) {
  useSitePageMeta(doc.title, { description: doc.description });
  const copy = useSectionCopy('cases');
  return (
    <article>
      <PageBanner
        eyebrow={doc.industry}
        title={doc.title}
        subtitle={doc.customer}
        description={doc.description}
        image={illustrationUrl(doc.illustration, 'server')}
        actions={<ButtonLink to="/contact">合作咨询</ButtonLink>}
      />
      <Breadcrumbs
        items={[
          { label: '首页', to: '/' },
          { label: copy?.title ?? '成功案例' },
          { label: doc.title },
        ]}
      />
      {doc.highlights && doc.highlights.length > 0 && (
        <section className={styles.highlights}>
          <div className={layout.container}>
            <StatList stats={doc.highlights} label="项目成效" />
          </div>
        </section>
      )}
      <section className={`${layout.container} ${layout.narrow} ${styles.body}`}>
        <ContentBody body={doc.body} className={prose.prose} />
        {doc.products && doc.products.length > 0 && (
          <>
            <h2 className={styles.subheading}>使用的产品</h2>
            <ProductLinks keys={doc.products} label="使用的产品" />
          </>
        )}
      </section>
      <MoreCases current={doc.slug} />
      {copy?.cta && <CtaBand {...copy.cta} />}
    </article>
  );
}

/** /case/{key}: one of the nine success cases (docs/site.md §2). */
export function CasePage() {
  const slug = usePageSlug();
  const known = (CASE_SLUGS as readonly string[]).includes(slug);
  const state = useContent<CaseDoc>(known ? `/cases/${slug}` : null);
  if (!known) return <ErrorPage statusCode={404} />;
  return <ContentView state={state}>{(doc) => <Case doc={doc} />}</ContentView>;
}
