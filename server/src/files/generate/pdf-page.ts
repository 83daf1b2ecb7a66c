import type PDFDocument from 'pdfkit';

// What every part of a PDF page shares: the margins, the font names registered for the
// embedded Noto Sans SC, and the page-break rule.

export type Doc = InstanceType<typeof PDFDocument>;

export const MARGIN = 56;
const FOOTER_GAP = 28;
export const REGULAR = 'sc';
export const BOLD = 'sc-bold';
export const GREY = '#5b6670';

export function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN * 2;
}

export function bottom(doc: Doc): number {
  return doc.page.height - MARGIN - FOOTER_GAP;
}

/** Starts a new page unless `height` still fits on this one. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}
