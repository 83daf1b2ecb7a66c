import { ButtonLink, contentPage, SectionTitle, TextCards, useDocHead, TextList } from '@dpu/ui';
import { ILLUSTRATIONS } from '../../assets/illustrations';
import { CareersFrame } from '../../components/careers-frame';
import { listRoute } from '../../lib/jobs';
import { JobsSection } from './jobs-section';
import styles from './joinus.module.css';

interface JoinusDoc {
  title: string;
  subtitle?: string;
  description?: string;
  culture: Array<{ title: string; text: string }>;
  benefits: string[];
  process: string[];
}

const LATEST = 4;

function LatestJobs() {
  return (
    <JobsSection kind="social" title="最新职位" label="最新社会招聘职位" limit={LATEST}>
      <p className={styles.more}>
        <ButtonLink to={listRoute('social')} variant="outline">
          查看全部职位
        </ButtonLink>
      </p>
    </JobsSection>
  );
}

function Joinus({ doc }: { doc: JoinusDoc }) {
  const head = useDocHead(doc, [{ label: '关于我们', to: '/about' }]);
  return (
    <CareersFrame {...head} image={ILLUSTRATIONS.people}>
      <section className={styles.section}>
        <SectionTitle title="我们的文化" align="left" />
        <TextCards items={doc.culture} />
      </section>
      <section className={styles.section}>
        <SectionTitle title="福利待遇" align="left" />
        <TextList items={doc.benefits} className={styles.benefits} />
      </section>
      <section className={styles.section}>
        <SectionTitle title="招聘流程" align="left" />
        <TextList items={doc.process} ordered className={styles.steps} />
        <div className={styles.actions}>
          <ButtonLink to={listRoute('social')}>社会招聘</ButtonLink>
          <ButtonLink to="/about/joinusSchool" variant="outline">
            校园招聘
          </ButtonLink>
        </div>
      </section>
      <LatestJobs />
    </CareersFrame>
  );
}

/** /about/joinus: why join, benefits, hiring steps and the latest openings. */
export const JoinusPage = contentPage<JoinusDoc>('/careers/joinus', Joinus);
