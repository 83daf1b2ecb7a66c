import { ButtonLink, contentPage, SectionTitle, TextCards, useDocHead } from '@dpu/ui';
import { ILLUSTRATIONS } from '../../assets/illustrations';
import { CareersFrame } from '../../components/careers-frame';
import { listRoute } from '../../lib/jobs';
import { JobsSection } from './jobs-section';
import styles from './joinus.module.css';

interface SchoolDoc {
  title: string;
  subtitle?: string;
  description?: string;
  intro?: string;
  schedule: Array<{ stage: string; time: string }>;
  programs: Array<{ title: string; text: string }>;
}

function School({ doc }: { doc: SchoolDoc }) {
  const head = useDocHead(doc, [
    { label: '关于我们', to: '/about' },
    { label: '加入我们', to: '/about/joinus' },
  ]);
  return (
    <CareersFrame {...head} image={ILLUSTRATIONS.award}>
      {doc.intro && <p className={styles.intro}>{doc.intro}</p>}
      <section className={styles.section}>
        <SectionTitle title="招聘日程" align="left" />
        <ol className={styles.schedule}>
          {doc.schedule.map((item) => (
            <li key={item.stage}>
              <strong>{item.stage}</strong>
              <span>{item.time}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section}>
        <SectionTitle title="培养计划" align="left" />
        <TextCards items={doc.programs} />
        <div className={styles.actions}>
          <ButtonLink to={listRoute('school')}>查看校招职位</ButtonLink>
        </div>
      </section>
      <JobsSection kind="school" title="开放职位" label="校园招聘职位" />
    </CareersFrame>
  );
}

/** /about/joinusSchool: campus recruiting. */
export const JoinusSchoolPage = contentPage<SchoolDoc>('/careers/joinusSchool', School);
