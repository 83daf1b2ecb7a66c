import { useEffect } from 'react';
import { Link, useLocation } from '@dpu/router';
import { contentPage, useSiteFacts, useSitePageMeta, TextList } from '@dpu/ui';
import { officeIn } from '../../lib/site-offices';
import { AboutFrame } from '../../components/about-frame';
import styles from './about.module.css';

interface GuideSite {
  /** Anchor of docs/site.md §2: 'Beijing' or 'Wuhan'. */
  anchor: string;
  city: string;
  name: string;
  routes: Array<{ mode: string; text: string }>;
  tips?: string[];
}

interface RouteGuideDoc {
  title: string;
  description?: string;
  sites: GuideSite[];
}

/** Scrolls to the #anchor of the URL once the sections it names exist (docs/site.md §2). */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

function Site({ site }: { site: GuideSite }) {
  const office = officeIn(useSiteFacts(), site.city);
  return (
    <section id={site.anchor} className={styles.site} aria-labelledby={`${site.anchor}-title`}>
      <h2 id={`${site.anchor}-title`}>{site.name}</h2>
      {office && <p className={styles.address}>地址：{office.address}</p>}
      <dl className={styles.routes}>
        {site.routes.map((route) => (
          <div key={route.mode} className={styles.routeRow}>
            <dt>{route.mode}</dt>
            <dd>{route.text}</dd>
          </div>
        ))}
      </dl>
      {site.tips && <TextList items={site.tips} className={styles.tips} />}
    </section>
  );
}

function RouteGuide({ doc }: { doc: RouteGuideDoc }) {
  useSitePageMeta(doc.title, { description: doc.description });
  useScrollToHash(true);
  return (
    <AboutFrame title={doc.title} subtitle={doc.description} illustration="transport">
      <nav aria-label="来访地点">
        {doc.sites.map((site, i) => (
          <span key={site.anchor}>
            {i > 0 && ' · '}
            <Link to={{ hash: `#${site.anchor}` }}>{site.name}</Link>
          </span>
        ))}
      </nav>
      {doc.sites.map((site) => (
        <Site key={site.anchor} site={site} />
      ))}
    </AboutFrame>
  );
}

/** /about/routeguide (#Beijing, #Wuhan): how to reach each site. */
export const RouteGuidePage = contentPage<RouteGuideDoc>('/about/routeguide', RouteGuide);
