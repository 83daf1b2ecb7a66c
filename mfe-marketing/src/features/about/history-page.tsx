import { contentPage, useSitePageMeta, TextList } from '@dpu/ui';
import { AboutFrame } from '../../components/about-frame';
import styles from './about.module.css';

interface HistoryDoc {
  title: string;
  description?: string;
  milestones: Array<{ year: number | string; events: string[] }>;
}

function History({ doc }: { doc: HistoryDoc }) {
  useSitePageMeta(doc.title, { description: doc.description });
  return (
    <AboutFrame title={doc.title} subtitle={doc.description}>
      <ol className={styles.timeline} aria-label={doc.title}>
        {[...doc.milestones].reverse().map((milestone) => (
          <li key={milestone.year} className={styles.milestone}>
            <h2 className={styles.year}>{milestone.year}</h2>
            <TextList items={milestone.events} className={styles.events} />
          </li>
        ))}
      </ol>
    </AboutFrame>
  );
}

/** /about/companyhistory: milestones, newest year first. */
export const HistoryPage = contentPage<HistoryDoc>('/about/history', History);
