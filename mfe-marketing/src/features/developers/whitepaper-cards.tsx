import { whitepaperRoute } from '@dpu/contracts';
import { Link } from '@dpu/router';
import { useContent } from '@dpu/ui';
import { CardList, PageSection, teaserCard } from '../../components/page-section';
import type { WhitepaperSummary } from '../../lib/whitepapers';
import styles from './developers.module.css';

const WHITEPAPERS_QUERY = {
  sortBy: [{ date: 'desc' as const }],
  only: ['slug', 'title', 'description', 'illustration', 'products'],
};

const TITLE = '技术白皮书';

/** The document centre's way into the white papers: one card per paper, then the list. */
export function WhitepaperCards() {
  const papers = useContent<WhitepaperSummary[]>('/whitepapers', WHITEPAPERS_QUERY);
  if (papers.status !== 'ready' || papers.data.length === 0) return null;
  return (
    <PageSection title={TITLE}>
      <CardList
        label={TITLE}
        items={papers.data.map((paper) => teaserCard(paper, whitepaperRoute))}
      />
      <p className={styles.moreLink}>
        <Link to="/whitepaper/whitePaperDownload">全部白皮书下载</Link>
      </p>
    </PageSection>
  );
}
