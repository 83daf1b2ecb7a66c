import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { BRAND_COLORS } from '@dpu/contracts';
import { CJK_FONT } from '../cjk-font';
import { drawFigure, figureHeight, type Figure } from './pdf-figures';
import { BOLD, contentWidth, ensureRoom, GREY, MARGIN, REGULAR, type Doc } from './pdf-page';
import { table } from './pdf-table';

// Chinese documents drawn with pdfkit and an embedded, subset Noto Sans SC (text stays
// selectable and searchable): a cover page, then headings, paragraphs, lists, tables and
// figures, with the title and page numbers in every page's footer.

export interface TextRun {
  text: string;
  bold?: boolean;
}

export type PdfBlock =
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'paragraph'; runs: TextRun[] }
  | { type: 'list'; items: TextRun[][]; ordered?: boolean }
  | { type: 'table'; header: string[]; rows: string[][]; caption?: string }
  | { type: 'figure'; figure: Figure; caption: string };

export interface PdfDocumentSpec {
  title: string;
  subtitle?: string;
  /** The kind of document on the cover, e.g. 白皮书, 产品手册. */
  kind: string;
  version: string;
  releaseDate: string;
  /** Author and footer line. */
  company: string;
  blocks: PdfBlock[];
}

/** Bump when the drawing changes: part of every PDF's cache key. */
const PDF_RECIPE = 2;

/** Everything that decides a PDF's bytes, for the cache key. */
export function pdfInputs(spec: PdfDocumentSpec) {
  return { kind: 'pdf', recipe: PDF_RECIPE, font: CJK_FONT.id, spec };
}

/** A fixed creation date keeps the bytes (and so the SHA-256) stable between runs. */
const CREATED = new Date('2025-01-01T00:00:00.000Z');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontBytes() {
  fonts ??= { regular: readFileSync(CJK_FONT.regular), bold: readFileSync(CJK_FONT.bold) };
  return fonts;
}

function cover(doc: Doc, spec: PdfDocumentSpec): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 300).fill(BRAND_COLORS.navy);
  doc.rect(MARGIN, 120, 72, 5).fill(BRAND_COLORS.red);
  doc.font(REGULAR).fontSize(13).fillColor(BRAND_COLORS.grey).text(spec.kind, MARGIN, 90);
  doc
    .font(BOLD)
    .fontSize(28)
    .fillColor(BRAND_COLORS.white)
    .text(spec.title, MARGIN, 145, { width: width - MARGIN * 2 });
  if (spec.subtitle) {
    doc
      .font(REGULAR)
      .fontSize(15)
      .fillColor(BRAND_COLORS.grey)
      .text(spec.subtitle, { width: width - MARGIN * 2 });
  }
  doc
    .font(REGULAR)
    .fontSize(11)
    .fillColor(BRAND_COLORS.nearBlack)
    .text(`版本 ${spec.version}`, MARGIN, 340)
    .text(`发布日期 ${spec.releaseDate}`)
    .moveDown(0.5)
    .text(spec.company);
}

function heading(doc: Doc, level: 1 | 2 | 3, text: string): void {
  const size = level === 1 ? 18 : level === 2 ? 14 : 12;
  // a heading never ends a page: keep room for it and the start of what follows
  ensureRoom(doc, size * 3 + (level === 1 ? 170 : 110));
  doc.moveDown(level === 1 ? 1.2 : 0.8);
  doc
    .font(BOLD)
    .fontSize(size)
    .fillColor(BRAND_COLORS.navy)
    .text(text, MARGIN, doc.y, {
      width: contentWidth(doc),
    });
  if (level === 1) {
    doc.rect(MARGIN, doc.y + 3, 40, 3).fill(BRAND_COLORS.red);
    doc.y += 10;
  }
  doc.moveDown(0.4);
}

function runs(doc: Doc, parts: TextRun[], x: number, width: number): void {
  const usable = parts.filter((part) => part.text.length > 0);
  usable.forEach((part, index) => {
    doc
      .font(part.bold ? BOLD : REGULAR)
      .fontSize(10.5)
      .fillColor(BRAND_COLORS.nearBlack)
      .text(part.text, index === 0 ? x : undefined, index === 0 ? doc.y : undefined, {
        width,
        lineGap: 4,
        continued: index < usable.length - 1,
      });
  });
}

function paragraph(doc: Doc, parts: TextRun[]): void {
  ensureRoom(doc, 40);
  runs(doc, parts, MARGIN, contentWidth(doc));
  doc.moveDown(0.6);
}

function list(doc: Doc, items: TextRun[][], ordered: boolean): void {
  items.forEach((item, index) => {
    ensureRoom(doc, 30);
    const top = doc.y;
    doc
      .font(REGULAR)
      .fontSize(10.5)
      .fillColor(BRAND_COLORS.red)
      .text(ordered ? `${index + 1}.` : '•', MARGIN + 4, top, { width: 18 });
    doc.y = top;
    runs(doc, item, MARGIN + 22, contentWidth(doc) - 22);
    doc.moveDown(0.25);
  });
  doc.moveDown(0.4);
}

function figure(doc: Doc, value: Figure, caption: string): void {
  const width = contentWidth(doc);
  const height = figureHeight(value);
  ensureRoom(doc, height + 40);
  const top = doc.y + 6;
  drawFigure(doc, value, { x: MARGIN, y: top, width, height, regular: REGULAR, bold: BOLD });
  doc
    .font(REGULAR)
    .fontSize(9.5)
    .fillColor(GREY)
    .text(caption, MARGIN, top + height + 8, { width, align: 'center' });
  doc.x = MARGIN;
  doc.moveDown(1);
}

function footers(doc: Doc, spec: PdfDocumentSpec): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    if (i === 0) continue; // the cover has none
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 4;
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not start a new page
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(doc.page.width - MARGIN, y - 8)
      .lineWidth(0.5)
      .strokeColor('#d5dae0')
      .stroke();
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(GREY)
      .text(`${spec.company} · ${spec.title}`, MARGIN, y, { lineBreak: false });
    const label = `第 ${i} 页 / 共 ${range.count - 1} 页`;
    doc.text(label, doc.page.width - MARGIN - doc.widthOfString(label), y, { lineBreak: false });
    doc.page.margins.bottom = keep;
  }
}

export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      lang: 'zh-CN',
      displayTitle: true,
      info: {
        Title: spec.title,
        Author: spec.company,
        Subject: spec.subtitle ?? spec.kind,
        CreationDate: CREATED,
        ModDate: CREATED,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const bytes = fontBytes();
    doc.registerFont(REGULAR, bytes.regular);
    doc.registerFont(BOLD, bytes.bold);

    cover(doc, spec);
    doc.addPage();
    for (const block of spec.blocks) {
      if (block.type === 'heading') heading(doc, block.level, block.text);
      else if (block.type === 'paragraph') paragraph(doc, block.runs);
      else if (block.type === 'list') list(doc, block.items, block.ordered ?? false);
      else if (block.type === 'table') table(doc, block.header, block.rows, block.caption);
      else figure(doc, block.figure, block.caption);
    }
    footers(doc, spec);
    doc.end();
  });
}
