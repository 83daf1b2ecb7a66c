import type { CatalogueProduct } from '@dpu/contracts';
import type { ContentDocument } from '../../content/load-content';
import { cellText, stringField, type ContentLookup } from '../content-lookup';
import type { PdfBlock, PdfDocumentSpec } from './pdf';
import type { Figure } from './pdf-figures';

// A product's handbook (public) and installation guide (customers only), in Chinese, from
// content/products/<key>.yaml and the shared chapters of content/documents/handbook.yaml.

export interface DocumentMeta {
  version: string;
  releaseDate: string;
  driverVersion: string;
}

type Record_ = Record<string, unknown>;

const asRecord = (value: unknown): Record_ =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record_) : {};
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Content HTML (<p>, <strong>, <sup>®</sup>) as plain text paragraphs. */
export function htmlToParagraphs(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>/i)
    .map((part) =>
      part
        .replace(/<[^>]+>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** What both documents of a product draw on: its page, the document texts and the cover. */
interface Shared {
  page: ContentDocument | undefined;
  doc: Record_;
  chapter: (key: string) => string;
  fill: (text: string) => string;
  /** The installation steps of the product's group. */
  install: string[];
  /** Title, subtitle, kind, version, date and company of a document of this kind. */
  cover: (kind: string) => Omit<PdfDocumentSpec, 'blocks'>;
}

function shared(content: ContentLookup, product: CatalogueProduct, meta: DocumentMeta): Shared {
  const page = pageOf(content, product);
  const doc = (content.get('/documents/handbook') ?? {}) as Record_;
  const chapters = asRecord(doc.chapters);
  const fill = (text: string) =>
    text.replaceAll('{name}', product.name).replaceAll('{driver}', meta.driverVersion);
  return {
    page,
    doc,
    chapter: (key) => asString(chapters[key]) || key,
    fill,
    install: stepsOf(asRecord(doc.installation)[product.group], fill),
    cover: (kind) => ({
      title: `${title(page, product)} ${kind}`,
      subtitle: stringField(page, 'summary'),
      kind,
      version: meta.version,
      releaseDate: meta.releaseDate,
      company: stringField(content.get('/site'), 'companyName') ?? '',
    }),
  };
}

const heading = (text: string, level: 1 | 2 | 3 = 1): PdfBlock => ({
  type: 'heading',
  level,
  text,
});
const paragraph = (text: string): PdfBlock => ({ type: 'paragraph', runs: [{ text }] });
const steps = (items: string[], ordered = true): PdfBlock => ({
  type: 'list',
  ordered,
  items: items.map((text) => [{ text }]),
});

function fillTable(value: unknown, fill: (text: string) => string) {
  const table = asRecord(value);
  return {
    header: asList(table.header).map(asString),
    rows: asList(table.rows).map((row) => asList(row).map((cell) => fill(cellText(cell)))),
  };
}

function overview(page: ContentDocument | undefined, product: CatalogueProduct): PdfBlock[] {
  const profile = htmlToParagraphs(asString(page?.profileContent));
  const texts = profile.length ? profile : [stringField(page, 'description') ?? product.name];
  return texts.map(paragraph);
}

function highlights(page: ContentDocument | undefined): PdfBlock[] {
  return asList(page?.systemHighlightsList).flatMap((item) => {
    const entry = asRecord(item);
    const title = asString(entry.title);
    const text = htmlToParagraphs(asString(entry.content)).join(' ');
    return title
      ? [{ type: 'paragraph', runs: [{ text: `${title}：`, bold: true }, { text }] }]
      : [];
  }) as PdfBlock[];
}

function specifications(page: ContentDocument | undefined, header: string[]): PdfBlock[] {
  const rows = asList(page?.specifications).map((item) => {
    const entry = asRecord(item);
    return [asString(entry.label), htmlToParagraphs(asString(entry.value)).join(' ')];
  });
  return rows.length ? [{ type: 'table', header, rows }] : [];
}

function architecture(page: ContentDocument | undefined): PdfBlock[] {
  const layers = asList(page?.architecture).map((item) => {
    const entry = asRecord(item);
    return {
      title: asString(entry.title),
      blocks: asList(entry.blocks).map(asString),
      accent: entry.accent === true,
    };
  });
  if (!layers.length) return [];
  const figure: Figure = { kind: 'layers', layers };
  return [{ type: 'figure', figure, caption: stringField(page, 'profileDescribe') ?? '系统架构' }];
}

function scenarios(page: ContentDocument | undefined): PdfBlock[] {
  return asList(page?.applicationList).flatMap((item) => {
    const entry = asRecord(item);
    const title = asString(entry.title);
    return title
      ? [heading(title, 2), ...htmlToParagraphs(asString(entry.content)).map(paragraph)]
      : [];
  });
}

function section(title: string, blocks: PdfBlock[]): PdfBlock[] {
  return blocks.length ? [heading(title), ...blocks] : [];
}

function stepsOf(value: unknown, fill: (text: string) => string): string[] {
  return asList(value).map((item) => fill(asString(item)));
}

function pageOf(content: ContentLookup, product: CatalogueProduct) {
  return content.get(`/products/${product.key}`);
}

function title(page: ContentDocument | undefined, product: CatalogueProduct): string {
  return (stringField(page, 'title') ?? product.name).replace(/<[^>]+>/g, '');
}

/** The public product handbook: overview, highlights, specifications, installation, driver, release notes. */
export function handbookDocument(
  content: ContentLookup,
  product: CatalogueProduct,
  meta: DocumentMeta,
): PdfDocumentSpec {
  const { page, doc, chapter, fill, install, cover } = shared(content, product, meta);
  const notes = fillTable(doc.releaseNotes, fill);
  return {
    ...cover(asString(doc.handbookKind) || '产品手册'),
    blocks: [
      ...section(chapter('overview'), overview(page, product)),
      ...section(chapter('highlights'), highlights(page)),
      ...section(
        chapter('specifications'),
        specifications(page, asList(doc.specificationHeader).map(asString)),
      ),
      ...section(chapter('architecture'), architecture(page)),
      ...section(chapter('scenarios'), scenarios(page)),
      ...section(chapter('installation'), install.length ? [steps(install)] : []),
      ...section(chapter('driver'), [steps(stepsOf(doc.driver, fill))]),
      ...section(chapter('releaseNotes'), notes.rows.length ? [{ type: 'table', ...notes }] : []),
      ...section(chapter('support'), [steps(stepsOf(doc.support, fill), false)]),
    ],
  };
}

/** The gated installation guide: preparation, installation, driver, verification, FAQ. */
export function guideDocument(
  content: ContentLookup,
  product: CatalogueProduct,
  meta: DocumentMeta,
): PdfDocumentSpec {
  const { page, doc, chapter, fill, install, cover } = shared(content, product, meta);
  // the guide's own chapters are gated content, never public (content/gated.ts)
  const own = (content.get('/documents/gated/installation-guide') ?? {}) as Record_;
  const faq = fillTable(own.troubleshooting, fill);
  return {
    ...cover(asString(doc.guideKind) || '安装配置指南'),
    blocks: [
      ...section(chapter('prerequisites'), [
        paragraph(stringField(page, 'description') ?? product.name),
        ...specifications(page, asList(doc.specificationHeader).map(asString)),
      ]),
      ...section(chapter('installation'), install.length ? [steps(install)] : []),
      ...section(chapter('driver'), [steps(stepsOf(doc.driver, fill))]),
      ...section(chapter('verify'), [steps(stepsOf(own.verify, fill), false)]),
      ...section(chapter('troubleshooting'), faq.rows.length ? [{ type: 'table', ...faq }] : []),
      ...section(chapter('support'), [steps(stepsOf(doc.support, fill), false)]),
    ],
  };
}
