import { BRAND_COLORS } from '@dpu/contracts';
import {
  BOLD,
  bottom,
  contentWidth,
  ensureRoom,
  GREY,
  MARGIN,
  REGULAR,
  type Doc,
} from './pdf-page';

// Tables in the PDFs: a navy header row, shaded alternate rows, columns sized by their text,
// rows never split across pages.

/** Columns share the width by how much text they hold (at least 14% each). */
function columnWidths(header: string[], rows: string[][], width: number): number[] {
  const weight = header.map((title, i) => {
    const lengths = rows.map((row) => [...(row[i] ?? '')].length);
    const average = lengths.reduce((sum, n) => sum + n, 0) / Math.max(lengths.length, 1);
    return Math.max([...title].length, average, 4);
  });
  const floor = 0.14;
  const total = weight.reduce((sum, w) => sum + w, 0);
  const shares = weight.map((w) => Math.max(w / total, floor));
  const scale = shares.reduce((sum, share) => sum + share, 0);
  return shares.map((share) => (share / scale) * width);
}

export function table(
  doc: Doc,
  header: string[],
  rows: string[][],
  caption: string | undefined,
): void {
  const width = contentWidth(doc);
  const widths = columnWidths(header, rows, width);
  const padding = 6;
  const rowHeight = (cells: string[], font: string) =>
    Math.max(
      ...cells.map(
        (cell, i) =>
          doc
            .font(font)
            .fontSize(9.5)
            .heightOfString(cell, { width: (widths[i] ?? 0) - padding * 2, lineGap: 2 }) +
          padding * 2,
      ),
    );
  const drawRow = (cells: string[], isHeader: boolean, shaded: boolean) => {
    const font = isHeader ? BOLD : REGULAR;
    const height = rowHeight(cells, font);
    if (doc.y + height > bottom(doc)) doc.addPage();
    const top = doc.y;
    if (isHeader || shaded) {
      doc.rect(MARGIN, top, width, height).fill(isHeader ? BRAND_COLORS.navy : '#f1f3f5');
    }
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const cellWidth = widths[i] ?? 0;
      doc
        .font(font)
        .fontSize(9.5)
        .fillColor(isHeader ? BRAND_COLORS.white : BRAND_COLORS.nearBlack)
        .text(cell, x + padding, top + padding, { width: cellWidth - padding * 2, lineGap: 2 });
      x += cellWidth;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor('#d5dae0')
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  ensureRoom(doc, 80);
  if (caption) {
    doc.font(BOLD).fontSize(10).fillColor(GREY).text(caption, MARGIN, doc.y);
    doc.moveDown(0.3);
  }
  drawRow(header, true, false);
  rows.forEach((row, index) => drawRow(row, false, index % 2 === 1));
  doc.moveDown(1);
}
