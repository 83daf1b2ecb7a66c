import { ButtonLink } from '@dpu/ui';
import { downloadableFile, type WhitepaperDoc } from '../../lib/whitepapers';

/**
 * Download the PDF when the content names one; otherwise the full paper is requested
 * through the contact form (the files are not always published).
 */
export function DownloadAction({
  doc,
  variant = 'primary',
}: {
  doc: Pick<WhitepaperDoc, 'file' | 'title'>;
  variant?: 'primary' | 'outline';
}) {
  const file = downloadableFile(doc);
  return file ? (
    <ButtonLink href={file} download variant={variant}>
      下载白皮书
    </ButtonLink>
  ) : (
    <ButtonLink to="/contact" variant={variant}>
      申请完整版
    </ButtonLink>
  );
}
