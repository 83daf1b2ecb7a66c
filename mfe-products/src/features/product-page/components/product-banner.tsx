import { ButtonLink, ContentBanner, ProductDrawing } from '@dpu/ui';
import { consultationUrl, handbookUrl } from '../api/get-product-page';
import type { ProductPageData } from '../types';

// docs/site.md §2 Product detail pages: up to four actions — consultation, buy, handbook, video
// (the video is a section of its own below).
export const ACTION_LABELS = { consult: '合作咨询', buy: '购买', download: '下载手册' } as const;

export function ProductBanner({ page, name }: { page: ProductPageData; name: string }) {
  const actions = (
    <>
      <ButtonLink to={consultationUrl(page.key)} testId="action-consult">
        {ACTION_LABELS.consult}
      </ButtonLink>
      {page.buyUrl && (
        <ButtonLink variant="ghost" href={page.buyUrl} newTab testId="action-buy">
          {ACTION_LABELS.buy}
        </ButtonLink>
      )}
      {page.pdfKey && (
        <ButtonLink
          variant="ghost"
          href={handbookUrl(page.pdfKey)}
          download={`${page.key}.pdf`}
          title={page.downloadContent}
          testId="action-download"
        >
          {page.downloadTitle ?? ACTION_LABELS.download}
        </ButtonLink>
      )}
    </>
  );
  return (
    <ContentBanner
      content={page}
      align="left"
      testId="product-section-banner"
      actions={actions}
      media={page.hardware ? <ProductDrawing hardware={page.hardware} name={name} /> : undefined}
    />
  );
}
