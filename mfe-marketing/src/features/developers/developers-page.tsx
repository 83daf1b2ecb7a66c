import { Link } from '@dpu/router';
import { contentPage, SectionTitle, useContent } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import { CardList, PageSection } from '../../components/page-section';
import { DocHeader } from '../../components/page-header';
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

function Landing({ doc: copy }: { doc: DevelopersCopy }) {
  const articles = useContent<ArticleSummary[]>(ARTICLES_DIR, ALL_ARTICLES_QUERY);
  const list = articles.status === 'ready' ? articles.data : [];
  return (
    <div>
      <DocHeader doc={copy} image={illustrationUrl('code')} />
      <PageSection>
        <CardList
          label={copy.title}
          columns={4}
          items={copy.entries.map((entry) => ({
            key: entry.to,
            title: entry.title,
            text: entry.text,
            to: entry.to,
            image: illustrationUrl(entry.illustration),
          }))}
        />
      </PageSection>
      <PageSection alt>
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
      </PageSection>
      <WhitepaperCards />
    </div>
  );
}

/** /developers: the document centre landing. */
export const DevelopersPage = contentPage<DevelopersCopy>('/pages/developers', Landing);
