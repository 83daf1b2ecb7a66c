import { caseRoute } from '@dpu/contracts';
import { ButtonLink, slugPage, useSitePageMeta } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import { CardList, PageSection, teaserCard } from '../../components/page-section';
import { DocBody } from '../../components/doc-body';
import { leadProductPicture } from '../../components/lead-product';
import type { MarkdownDoc, Stat } from '../../components/content-types';
import { CtaBand } from '../../components/cta-band';
import layout from '../../components/layout.module.css';
import { PageHeader } from '../../components/page-header';
import { StatList } from '../../components/stat-list';
import { useSectionCopy } from '../../lib/section-copy';
import { useTeasers } from '../../lib/teasers';
import styles from './case-page.module.css';

interface CaseDoc extends MarkdownDoc {
  industry: string;
  customer?: string;
  illustration?: string;
  products?: string[];
  highlights?: Stat[];
}

const MORE_CASES = 3;

function MoreCases({ current }: { current: string }) {
  const others = useTeasers('/cases')
    .filter((c) => c.slug !== current)
    .slice(0, MORE_CASES);
  if (others.length === 0) return null;
  return (
    <PageSection title="更多案例" alt>
      <CardList label="更多案例" items={others.map((c) => teaserCard(c, caseRoute))} />
    </PageSection>
  );
}

function Case({ doc }: { doc: CaseDoc }) {
  const copy = useSectionCopy('cases');
  useSitePageMeta(copy?.title ?? '成功案例', { lead: doc.title, description: doc.description });
  return (
    <article>
      <PageHeader
        eyebrow={doc.industry}
        title={doc.title}
        subtitle={doc.customer}
        description={doc.description}
        image={illustrationUrl(doc.illustration, 'server')}
        media={leadProductPicture(doc.products)}
        actions={<ButtonLink to="/contact">合作咨询</ButtonLink>}
        trail={[{ label: copy?.title ?? '成功案例' }, { label: doc.title }]}
      />
      {doc.highlights && doc.highlights.length > 0 && (
        <section className={styles.highlights}>
          <div className={layout.container}>
            <StatList stats={doc.highlights} label="项目成效" />
          </div>
        </section>
      )}
      <DocBody
        body={doc.body}
        products={doc.products}
        productsTitle="使用的产品"
        className={styles.body}
      />
      <MoreCases current={doc.slug} />
      {copy?.cta && <CtaBand {...copy.cta} />}
    </article>
  );
}

/** /case/{slug}: a published success case (docs/site.md §2); any other slug is a 404. */
export const CasePage = slugPage<CaseDoc>('/cases', Case);
