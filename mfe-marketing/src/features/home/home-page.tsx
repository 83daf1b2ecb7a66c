import { productByKey, caseRoute, newsRoute, solutionRoute } from '@dpu/contracts';
import {
  ButtonLink,
  Card,
  CardGrid,
  ContentView,
  HydrateOnVisible,
  SectionTitle,
  useContent,
  useSitePageMeta,
} from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import { CtaBand } from '../../components/cta-band';
import { formatDate } from '../../components/format-date';
import layout from '../../components/layout.module.css';
import { StatList } from '../../components/stat-list';
import { NEWS_DIR, newsPageQuery, type NewsSummary } from '../../lib/news';
import { pickTeasers, useTeasers } from '../../lib/teasers';
import { HeroCarousel } from './hero-carousel';
import type { HomeContent } from './types';
import styles from './home-page.module.css';

const LATEST_NEWS = newsPageQuery(0, 3);

function ProductsSection({ products }: { products: HomeContent['products'] }) {
  return (
    <section className={layout.section}>
      <div className={layout.container}>
        <SectionTitle title={products.title} subtitle={products.subtitle} />
        <CardGrid columns={4} label={products.title}>
          {products.items.flatMap((item) => {
            const product = productByKey(item.key);
            if (!product) return [];
            return (
              <Card
                key={item.key}
                title={product.name}
                text={item.text}
                to={product.route}
                image={illustrationUrl(item.illustration, 'card')}
              />
            );
          })}
        </CardGrid>
      </div>
    </section>
  );
}

function TeaserSection({
  section,
  route,
  alt,
  dir,
}: {
  section: { title: string; subtitle?: string; items: string[] };
  route: (slug: string) => string;
  alt?: boolean;
  dir: '/solutions' | '/cases';
}) {
  // home.yaml decides which entries are featured, and in which order
  const docs = pickTeasers(useTeasers(dir), section.items);
  return (
    <section className={alt ? layout.sectionAlt : layout.section}>
      <div className={layout.container}>
        <SectionTitle title={section.title} subtitle={section.subtitle} />
        <CardGrid columns={docs.length === 3 ? 3 : 4} label={section.title}>
          {docs.map((doc) => (
            <Card
              key={doc.slug}
              title={doc.title}
              text={doc.description}
              meta={doc.industry}
              to={route(doc.slug)}
              image={illustrationUrl(doc.illustration)}
            />
          ))}
        </CardGrid>
      </div>
    </section>
  );
}

function NewsSection({ section }: { section: HomeContent['news'] }) {
  const state = useContent<NewsSummary[]>(NEWS_DIR, LATEST_NEWS);
  return (
    <section className={layout.section}>
      <div className={layout.container}>
        <SectionTitle title={section.title} subtitle={section.subtitle} />
        {state.status === 'ready' && (
          <CardGrid columns={3} label={section.title}>
            {state.data.map((item) => (
              <Card
                key={item.slug}
                title={item.title}
                text={item.description}
                meta={formatDate(item.date)}
                to={newsRoute(item.slug)}
              />
            ))}
          </CardGrid>
        )}
        <p className={styles.more}>
          <ButtonLink to="/news/newsCenter" variant="outline">
            更多新闻
          </ButtonLink>
        </p>
      </div>
    </section>
  );
}

function HomeSections({ home }: { home: HomeContent }) {
  useSitePageMeta(home.title, { description: home.description, keywords: home.keywords });
  return (
    <>
      <HeroCarousel slides={home.hero} />
      {/* each section below the hero hydrates as it nears the viewport */}
      <HydrateOnVisible>
        <ProductsSection products={home.products} />
      </HydrateOnVisible>
      <HydrateOnVisible>
        <TeaserSection section={home.solutions} route={solutionRoute} dir="/solutions" alt />
      </HydrateOnVisible>
      <HydrateOnVisible>
        <section className={styles.stats}>
          <div className={layout.container}>
            <StatList stats={home.stats} />
          </div>
        </section>
      </HydrateOnVisible>
      <HydrateOnVisible>
        <TeaserSection section={home.cases} route={caseRoute} dir="/cases" />
      </HydrateOnVisible>
      <HydrateOnVisible>
        <NewsSection section={home.news} />
      </HydrateOnVisible>
      <HydrateOnVisible>
        <CtaBand title={home.cta.title} text={home.cta.text} action={home.cta.action} />
      </HydrateOnVisible>
    </>
  );
}

export function HomePage() {
  const state = useContent<HomeContent>('/home');
  return (
    <div data-testid="home-page">
      <ContentView state={state}>{(home) => <HomeSections home={home} />}</ContentView>
    </div>
  );
}
