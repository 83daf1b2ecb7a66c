import { Link } from '@dpu/router';
import {
  Breadcrumbs,
  Card,
  CardGrid,
  ContentView,
  PageBanner,
  SectionTitle,
  useContent,
  useSitePageMeta,
} from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import layout from '../../components/layout.module.css';
import { ArticleList } from './article-list';
import { WhitepaperCards } from './whitepaper-cards';
import {
  ALL_ARTICLES_QUERY,
  ARTICLES_DIR,
  categoriesOf,
  centerRoute,
  type ArticleSummary,
} from './types';
import styles from './developers.module.css';

interface DevelopersCopy {
  title: string;
  subtitle?: string;
  description?: string;
  entries: Array<{ title: string; text: string; to: string; illustration?: string }>;
}

const LATEST = 4;

function Landing({ copy }: { copy: DevelopersCopy }) {
  useSitePageMeta(copy.title, { description: copy.description });
  const articles = useContent<ArticleSummary[]>(ARTICLES_DIR, ALL_ARTICLES_QUERY);
  const list = articles.status === 'ready' ? articles.data : [];
  return (
    <div>
      <PageBanner
        title={copy.title}
        subtitle={copy.subtitle}
        description={copy.description}
        image={illustrationUrl('code')}
      />
      <Breadcrumbs items={[{ label: '首页', to: '/' }, { label: copy.title }]} />
      <section className={layout.section}>
        <div className={layout.container}>
          <CardGrid columns={4} label={copy.title}>
            {copy.entries.map((entry) => (
              <Card
                key={entry.to}
                title={entry.title}
                text={entry.text}
                to={entry.to}
                image={illustrationUrl(entry.illustration)}
              />
            ))}
          </CardGrid>
        </div>
      </section>
      <section className={layout.sectionAlt}>
        <div className={layout.container}>
          <SectionTitle title="文档分类" />
          <ul className={styles.categories} aria-label="文档分类">
            {categoriesOf(list).map((category) => (
              <li key={category}>
                <Link className={styles.categoryLink} to={centerRoute(category)}>
                  {category}
                </Link>
              </li>
            ))}
          </ul>
          <SectionTitle title="最新文档" />
          <ArticleList articles={list.slice(0, LATEST)} label="最新文档" />
        </div>
      </section>
      <section className={layout.section}>
        <div className={layout.container}>
          <WhitepaperCards />
        </div>
      </section>
    </div>
  );
}

/** /developers: the document centre landing. */
export function DevelopersPage() {
  const state = useContent<DevelopersCopy>('/pages/developers');
  return <ContentView state={state}>{(copy) => <Landing copy={copy} />}</ContentView>;
}
