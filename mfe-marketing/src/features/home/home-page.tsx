import { productByKey, caseRoute, newsRoute, solutionRoute } from '@dpu/contracts';
import {
  ButtonLink,
  ContentView,
  HydrateOnVisible,
  ProductPicture,
  useContent,
  useSitePageMeta,
  formatDate,
} from '@dpu/ui';
import { CardList, PageSection, teaserCard, type CardItem } from '../../components/page-section';
import { CtaBand } from '../../components/cta-band';
import layout from '../../components/layout.module.css';
import { StatList } from '../../components/stat-list';
import { NEWS_DIR, newsPageQuery, type NewsSummary } from '../../lib/news';
import { pickTeasers, useTeasers } from '../../lib/teasers';
import { HeroCarousel } from './hero-carousel';
import type { HomeContent } from './types';
import styles from './home-page.module.css';

const LATEST_NEWS = newsPageQuery(0, 3);

function ProductsSection({ products }: { products: HomeContent['products'] }) {
  const cards = products.items.flatMap((item): CardItem[] => {
    const product = productByKey(item.key);
    if (!product) return [];
    return [
      {
        key: item.key,
        title: product.name,
        text: item.text,
        to: product.route,
        media: <ProductPicture productKey={item.key} frame="bare" decorative />,
      },
    ];
  });
  return (
    <PageSection title={products.title} subtitle={products.subtitle}>
      <CardList label={products.title} columns={4} items={cards} />
    </PageSection>
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
    <PageSection title={section.title} subtitle={section.subtitle} alt={alt}>
      <CardList
        label={section.title}
        columns={docs.length === 3 ? 3 : 4}
        items={docs.map((doc) => teaserCard(doc, route))}
      />
    </PageSection>
  );
}

function NewsSection({ section }: { section: HomeContent['news'] }) {
  const state = useContent<NewsSummary[]>(NEWS_DIR, LATEST_NEWS);
  return (
    <PageSection title={section.title} subtitle={section.subtitle}>
      {state.status === 'ready' && (
        <CardList
          label={section.title}
          items={state.data.map((item) => ({
            key: item.slug,
            title: item.title,
            text: item.description,
            meta: formatDate(item.date),
            to: newsRoute(item.slug),
          }))}
        />
      )}
      <p className={styles.more}>
        <ButtonLink to="/news/newsCenter" variant="outline">
          更多新闻
        </ButtonLink>
      </p>
    </PageSection>
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
