import type { ContentDocument } from '../../content/load-content';
import { stringField, stringList, type ContentLookup } from '../content-lookup';
import { storagePathOfPublicUrl, type GeneratedFile } from './generated-file';
import { markdownBlocks } from './markdown-blocks';
import { pdfInputs, renderPdf, type PdfBlock, type PdfDocumentSpec } from './pdf';

// Every white paper whose content names a `file` under /data/file/ gets that PDF: the
// abstract of content/whitepapers/<slug>.md, a table of contents, then the chapters of
// content/documents/whitepapers/<slug>.md (text, tables, figures).

export function whitepaperDocument(
  paper: ContentDocument,
  content: ContentLookup,
): PdfDocumentSpec {
  const full = content.get(`/documents/whitepapers/${paper.slug}`);
  const chapters = stringList(paper, 'chapters');
  const toc: PdfBlock[] = chapters.length
    ? [
        { type: 'heading', level: 1, text: '目录' },
        { type: 'list', ordered: true, items: chapters.map((text) => [{ text }]) },
      ]
    : [];
  const date = stringField(paper, 'date')?.slice(0, 10) ?? '';
  return {
    title: stringField(paper, 'title') ?? paper.slug,
    subtitle: stringField(paper, 'subtitle'),
    kind: '白皮书',
    version: stringField(paper, 'version') ?? `V1.0`,
    releaseDate: date,
    company: stringField(content.get('/site'), 'companyName') ?? '',
    blocks: [
      ...markdownBlocks(stringField(paper, 'text') ?? ''),
      ...toc,
      ...markdownBlocks(stringField(full, 'text') ?? ''),
    ],
  };
}

export function whitepaperFiles(content: ContentLookup): GeneratedFile[] {
  return content.list('/whitepapers').flatMap((paper) => {
    const file = stringField(paper, 'file');
    const storagePath = file && file.endsWith('.pdf') ? storagePathOfPublicUrl(file) : undefined;
    if (!storagePath) return [];
    const spec = whitepaperDocument(paper, content);
    return [
      {
        storagePath,
        source: {
          inputs: () => pdfInputs(spec),
          render: () => renderPdf(spec),
        },
      },
    ];
  });
}
