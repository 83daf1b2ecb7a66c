import { whitepaperRoute } from '@dpu/contracts';
import { Link } from '@dpu/router';
import { Card, CardGrid, SectionTitle, useContent } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import type { WhitepaperSummary } from '../whitepapers/types';
import styles from './developers.module.css';

const WHITEPAPERS_QUERY = {
  sortBy: [{ date: 'desc' as const }],
  only: ['slug', 'title', 'description', 'illustration'],
};

const TITLE = '技术白皮书';

/** The document centre's way into the white papers: one card per paper, then the list. */
export function WhitepaperCards() {
  const papers = useContent<WhitepaperSummary[]>('/whitepapers', WHITEPAPERS_QUERY);
  if (papers.status !== 'ready' || papers.data.length === 0) return null;
  return (
    <>
      <SectionTitle title={TITLE} />
      <CardGrid columns={3} label={TITLE}>
        {papers.data.map((paper) => (
          <Card
            key={paper.slug}
            title={paper.title}
            text={paper.description}
            to={whitepaperRoute(paper.slug)}
            image={illustrationUrl(paper.illustration)}
          />
        ))}
      </CardGrid>
      <p className={styles.moreLink}>
        <Link to="/whitepaper/whitePaperDownload">全部白皮书下载</Link>
      </p>
    </>
  );
}
