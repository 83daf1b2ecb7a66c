import { Link } from '@dpu/router';
import { leaderRoute } from '@dpu/contracts';
import {
  CardGrid,
  ContentLoading,
  LoadFailed,
  Portrait,
  useContent,
  useSitePageMeta,
} from '@dpu/ui';
import { AboutFrame } from '../../components/about-frame';
import { LEADERS_DIR, LEADERS_QUERY, type LeaderSummary } from './types';
import styles from './leadership.module.css';

interface LeadershipCopy {
  title: string;
  description?: string;
  intro?: string;
}

/** /about/leadership: the six executives, in their fixed order. */
export function LeadershipPage() {
  const copy = useContent<LeadershipCopy>('/about/leadership');
  const leaders = useContent<LeaderSummary[]>(LEADERS_DIR, LEADERS_QUERY);
  const page = copy.status === 'ready' ? copy.data : undefined;
  const title = page?.title ?? '管理团队';
  useSitePageMeta(title, { description: page?.description });
  return (
    <AboutFrame title={title} subtitle={page?.description} illustration="people">
      {page?.intro && <p className={styles.intro}>{page.intro}</p>}
      {leaders.status === 'loading' && <ContentLoading />}
      {leaders.status === 'error' && <LoadFailed what="管理团队" onRetry={leaders.retry} />}
      {leaders.status === 'ready' && (
        <CardGrid columns={3} label={title}>
          {leaders.data.map((leader) => (
            <li key={leader.slug} className={styles.card}>
              <Link to={leaderRoute(leader.slug)} className={styles.cardLink}>
                <Portrait portrait={leader.portrait} slug={leader.slug} className={styles.avatar} />
                <span className={styles.name}>{leader.name}</span>
                <span className={styles.position}>{leader.position}</span>
                {leader.description && <span className={styles.summary}>{leader.description}</span>}
              </Link>
            </li>
          ))}
        </CardGrid>
      )}
    </AboutFrame>
  );
}
