import { contentPage, SectionTitle, useSitePageMeta, TextList } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import { AboutFrame } from '../../components/about-frame';
import styles from './about.module.css';

interface HonorDoc {
  title: string;
  description?: string;
  honors: Array<{ year: number | string; title: string; issuer?: string }>;
  certifications?: string[];
}

function Honors({ doc }: { doc: HonorDoc }) {
  useSitePageMeta(doc.title, { description: doc.description });
  return (
    <AboutFrame title={doc.title} subtitle={doc.description} illustration="award">
      <SectionTitle title="所获荣誉" align="left" />
      <ul className={styles.honors}>
        {doc.honors.map((honor) => (
          <li key={`${honor.year}-${honor.title}`} className={styles.honor}>
            <img src={illustrationUrl('award')} alt="" />
            <p className={styles.honorYear}>{honor.year}</p>
            <h3 className={styles.honorTitle}>{honor.title}</h3>
            {honor.issuer && <p className={styles.honorIssuer}>{honor.issuer}</p>}
          </li>
        ))}
      </ul>
      {doc.certifications && doc.certifications.length > 0 && (
        <>
          <SectionTitle title="资质认证" align="left" />
          <TextList items={doc.certifications} className={styles.certs} />
        </>
      )}
    </AboutFrame>
  );
}

/** /about/honor: awards and certifications. */
export const HonorPage = contentPage<HonorDoc>('/about/honor', Honors);
