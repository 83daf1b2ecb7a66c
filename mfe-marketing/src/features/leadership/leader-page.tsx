import { Link } from '@dpu/router';
import { ContentBody, Portrait, useSitePageMeta, slugPage } from '@dpu/ui';
import prose from '../../components/prose.module.css';
import { AboutFrame } from '../../components/about-frame';
import { LEADERS_DIR, type LeaderDoc } from './types';
import styles from './leadership.module.css';

function Leader({ doc }: { doc: LeaderDoc }) {
  useSitePageMeta('管理团队', { lead: doc.name, description: doc.description });
  return (
    <AboutFrame
      title={doc.name}
      subtitle={doc.position}
      illustration="people"
      trail={[{ label: '管理团队', to: '/about/leadership' }, { label: doc.name }]}
    >
      <article className={styles.profile}>
        <Portrait
          portrait={doc.portrait}
          slug={doc.slug}
          name={doc.name}
          className={styles.portrait}
        />
        <div>
          <h2 className={styles.profileName}>{doc.name}</h2>
          <p className={styles.profilePosition}>{doc.position}</p>
          <ContentBody body={doc.body} className={prose.prose} />
          <Link className={styles.back} to="/about/leadership">
            返回管理团队
          </Link>
        </div>
      </article>
    </AboutFrame>
  );
}

/** /about/leadership/{name}: one executive; an unknown slug is a 404 (docs/site.md §8). */
export const LeaderPage = slugPage<LeaderDoc>(LEADERS_DIR, Leader, 'name');
