import { ContentBody, contentPage, TextCards, useSitePageMeta } from '@dpu/ui';
import type { MarkdownDoc, Stat } from '../../components/content-types';
import prose from '../../components/prose.module.css';
import { StatList } from '../../components/stat-list';
import { AboutFrame } from '../../components/about-frame';
import styles from './about.module.css';

interface IntroDoc extends MarkdownDoc {
  subtitle?: string;
  illustration?: string;
  stats?: Stat[];
  values?: Array<{ title: string; text: string }>;
}

function Intro({ doc }: { doc: IntroDoc }) {
  useSitePageMeta(doc.title, { description: doc.description });
  return (
    <AboutFrame title={doc.title} subtitle={doc.subtitle} illustration={doc.illustration}>
      {doc.stats && (
        <div className={styles.stats}>
          <StatList stats={doc.stats} label="公司概况" />
        </div>
      )}
      <ContentBody body={doc.body} className={prose.prose} />
      {doc.values && (
        <div className={styles.values}>
          <TextCards items={doc.values} />
        </div>
      )}
    </AboutFrame>
  );
}

/** /about: the company introduction. */
export const AboutPage = contentPage<IntroDoc>('/about/intro', Intro);
