import { ButtonLink, ContentBody, contentPage, TextList } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import { DocHeader } from '../../components/page-header';
import type { MarkdownDoc } from '../../components/content-types';
import layout from '../../components/layout.module.css';
import prose from '../../components/prose.module.css';
import styles from './developers.module.css';

interface IncentiveDoc extends MarkdownDoc {
  subtitle?: string;
  illustration?: string;
  tiers?: Array<{ name: string; condition: string; rewards: string[] }>;
}

function Incentive({ doc }: { doc: IncentiveDoc }) {
  return (
    <div>
      <DocHeader
        doc={doc}
        image={illustrationUrl(doc.illustration, 'award')}
        actions={<ButtonLink to="/contact">申请加入</ButtonLink>}
        trail={[{ label: '文档中心', to: '/developers' }]}
      />
      <div className={`${layout.container} ${styles.page}`}>
        {doc.tiers && (
          <ol className={styles.tiers} aria-label="激励等级">
            {doc.tiers.map((tier) => (
              <li key={tier.name} className={styles.tier}>
                <h2>{tier.name}</h2>
                <p className={styles.tierCondition}>{tier.condition}</p>
                <TextList items={tier.rewards} />
              </li>
            ))}
          </ol>
        )}
        <div className={layout.narrow}>
          <ContentBody body={doc.body} className={prose.prose} />
        </div>
      </div>
    </div>
  );
}

/** /developers/incentivePrograms: the developer incentive programme. */
export const IncentiveProgramsPage = contentPage<IncentiveDoc>(
  '/pages/incentivePrograms',
  Incentive,
);
