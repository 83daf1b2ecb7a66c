import { caseRoute } from '@dpu/contracts';
import { ButtonLink, slugPage } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import { CardList, PageSection, teaserCard } from '../../components/page-section';
import { DocBody } from '../../components/doc-body';
import { leadProductPicture } from '../../components/lead-product';
import type { MarkdownDoc } from '../../components/content-types';
import { CtaBand } from '../../components/cta-band';
import { DocHeader } from '../../components/page-header';
import { useSectionCopy } from '../../lib/section-copy';
import { pickTeasers, useTeasers } from '../../lib/teasers';

interface SolutionDoc extends MarkdownDoc {
  subtitle?: string;
  illustration?: string;
  products?: string[];
  cases?: string[];
  features?: Array<{ title: string; text: string }>;
}

function RelatedCases({ slugs }: { slugs: readonly string[] }) {
  const cases = pickTeasers(useTeasers('/cases'), slugs);
  if (cases.length === 0) return null;
  return (
    <PageSection title="相关案例" alt>
      <CardList
        label="相关案例"
        columns={cases.length >= 3 ? 3 : 2}
        items={cases.map((c) => teaserCard(c, caseRoute))}
      />
    </PageSection>
  );
}

function Solution({ doc }: { doc: SolutionDoc }) {
  const copy = useSectionCopy('solutions');
  return (
    <article>
      <DocHeader
        doc={doc}
        image={illustrationUrl(doc.illustration, 'chip')}
        media={leadProductPicture(doc.products)}
        actions={<ButtonLink to="/contact">合作咨询</ButtonLink>}
        trail={[{ label: copy?.title ?? '解决方案' }]}
      />
      {doc.features && doc.features.length > 0 && (
        <PageSection title="方案优势">
          <CardList
            label="方案优势"
            items={doc.features.map((feature) => ({ key: feature.title, ...feature }))}
          />
        </PageSection>
      )}
      <DocBody body={doc.body} products={doc.products} productsTitle="相关产品" />
      {doc.cases && <RelatedCases slugs={doc.cases} />}
      {copy?.cta && <CtaBand {...copy.cta} />}
    </article>
  );
}

/** /solution/{slug}: a published solution (docs/site.md §2); any other slug is a 404. */
export const SolutionPage = slugPage<SolutionDoc>('/solutions', Solution);
