import type { MarkdownDoc } from '../components/content-types';

export interface WhitepaperDoc extends MarkdownDoc {
  subtitle?: string;
  date: string;
  illustration?: string;
  chapters?: string[];
  /** Keys of the products the paper is about: the first one's drawing is on its cover. */
  products?: string[];
  /** Site path of the PDF when it is published (e.g. /data/file/whitepaper/dpu.pdf). */
  file?: string;
}

export type WhitepaperSummary = Omit<WhitepaperDoc, 'body' | 'path'>;

/** Only files served by this site are offered for download. */
export function downloadableFile(doc: Pick<WhitepaperDoc, 'file'>): string | undefined {
  return typeof doc.file === 'string' && doc.file.startsWith('/') && !doc.file.startsWith('//')
    ? doc.file
    : undefined;
}
