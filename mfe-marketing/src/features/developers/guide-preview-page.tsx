import { ButtonLink, ContentBody, contentPage } from '@dpu/ui';
import { illustrationUrl } from '../../assets/illustrations';
import { DocHeader } from '../../components/page-header';
import type { MarkdownDoc } from '../../components/content-types';
import layout from '../../components/layout.module.css';
import prose from '../../components/prose.module.css';
import { centerRoute } from './types';
import styles from './developers.module.css';

interface GuideDoc extends MarkdownDoc {
  subtitle?: string;
  illustration?: string;
}

function Guide({ doc }: { doc: GuideDoc }) {
  return (
    <div>
      <DocHeader
        doc={doc}
        image={illustrationUrl(doc.illustration, 'code')}
        actions={
          <ButtonLink to={centerRoute()} variant="ghost">
            浏览全部文档
          </ButtonLink>
        }
        trail={[{ label: '文档中心', to: '/developers' }]}
      />
      <div className={`${layout.container} ${layout.narrow} ${styles.page}`}>
        <ContentBody body={doc.body} className={prose.prose} />
      </div>
    </div>
  );
}

/** /developers/guide/preview: the public preview of the developer guide. */
export const GuidePreviewPage = contentPage<GuideDoc>('/pages/developerGuide', Guide);
