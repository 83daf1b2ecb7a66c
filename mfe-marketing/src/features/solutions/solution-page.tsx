import { caseRoute, SOLUTION_SLUGS } from '@dpu/contracts';
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
import type { MarkdownDoc } from '../../components/content-types';
import { CtaBand } from '../../components/cta-band';
import layout from '../../components/layout.module.css';
import prose from '../../components/prose.module.css';
import { ProductLinks } from '../../components/product-links';
import { useSectionCopy } from '../../lib/section-copy';
import { pickTeasers, useTeasers } from '../../lib/teasers';
import styles from './solution-page.module.css';
import { usePageSlug } from '../../lib/page-slug';

interface SolutionDoc extends MarkdownDoc {
  subtitle?: string;
  illustration?: string;
  products?: string[];
  cases?: string[];
  features?: Array<{ title: string; text: string }>;
}

function RelatedCases({ slugs }: { slugs: readonly string[] }) {
  const cases = pickTeasers(useTeasers('/cases'), slugs);
  if (cases.length === 0) return null;
  return (
    <section className={layout.sectionAlt}>
      <div className={layout.container}>
        <SectionTitle title="相关案例" />
        <CardGrid columns={cases.length >= 3 ? 3 : 2} label="相关案例">
          {cases.map((c) => (
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

function Solution({ doc }: { doc: SolutionDoc }) {
  useSitePageMeta(doc.title, { description: doc.description });
  const copy = useSectionCopy('solutions');
  return (
    <article>
      <PageBanner
        title={doc.title}
        subtitle={doc.subtitle}
        description={doc.description}
        image={illustrationUrl(doc.illustration, 'chip')}
        actions={<ButtonLink to="/contact">合作咨询</ButtonLink>}
      />
      <Breadcrumbs
        items={[
          { label: '首页', to: '/' },
          { label: copy?.title ?? '解决方案' },
          { label: doc.title },
        ]}
      />
      {doc.features && doc.features.length > 0 && (
        <section className={layout.section}>
          <div className={layout.container}>
            <SectionTitle title="方案优势" />
            <CardGrid columns={3} label="方案优势">
              {doc.features.map((feature) => (
                <Card key={feature.title} title={feature.title} text={feature.text} />
              ))}
            </CardGrid>
          </div>
        </section>
      )}
      <section className={`${layout.container} ${layout.narrow} ${styles.body}`}>
        <ContentBody body={doc.body} className={prose.prose} />
        {doc.products && doc.products.length > 0 && (
          <>
            <h2 className={styles.subheading}>相关产品</h2>
            <ProductLinks keys={doc.products} />
          </>
        )}
      </section>
      {doc.cases && <RelatedCases slugs={doc.cases} />}
      {copy?.cta && <CtaBand {...copy.cta} />}
    </article>
  );
}

/** /solution/{key}: one of the seven solution pages (docs/site.md §2). */
export function SolutionPage() {
  const slug = usePageSlug();
  const known = (SOLUTION_SLUGS as readonly string[]).includes(slug);
  const state = useContent<SolutionDoc>(known ? `/solutions/${slug}` : null);
  if (!known) return <ErrorPage statusCode={404} />;
  return <ContentView state={state}>{(doc) => <Solution doc={doc} />}</ContentView>;
}
