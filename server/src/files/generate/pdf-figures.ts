import type PDFDocument from 'pdfkit';
import { BRAND_COLORS } from '@dpu/contracts';

// Vector figures for the generated documents: a bar chart of labelled values and a layer
// diagram (rows of boxes, e.g. host / interface / DPU / network).

export type Figure =
  | { kind: 'bars'; unit?: string; data: Array<[string, number]> }
  | { kind: 'layers'; layers: Array<{ title: string; blocks: string[]; accent?: boolean }> };

type Doc = InstanceType<typeof PDFDocument>;

interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
  regular: string;
  bold: string;
}

const BAR_HEIGHT = 22;
const BAR_GAP = 12;
const LAYER_HEIGHT = 46;
const LAYER_GAP = 10;

export function figureHeight(figure: Figure): number {
  return figure.kind === 'bars'
    ? figure.data.length * (BAR_HEIGHT + BAR_GAP) + 16
    : figure.layers.length * (LAYER_HEIGHT + LAYER_GAP);
}

function bars(doc: Doc, figure: Extract<Figure, { kind: 'bars' }>, frame: Frame): void {
  const labelWidth = 120;
  const valueWidth = 70;
  const max = Math.max(...figure.data.map(([, value]) => value), 1);
  const track = frame.width - labelWidth - valueWidth;
  figure.data.forEach(([label, value], index) => {
    const y = frame.y + index * (BAR_HEIGHT + BAR_GAP);
    doc
      .font(frame.regular)
      .fontSize(9.5)
      .fillColor(BRAND_COLORS.nearBlack)
      .text(label, frame.x, y + 5, { width: labelWidth - 10, align: 'right', lineBreak: false });
    doc.rect(frame.x + labelWidth, y, track, BAR_HEIGHT).fill('#eef1f4');
    const length = Math.max(2, (track * value) / max);
    doc
      .rect(frame.x + labelWidth, y, length, BAR_HEIGHT)
      .fill(index === figure.data.length - 1 ? BRAND_COLORS.red : BRAND_COLORS.navy);
    doc
      .font(frame.bold)
      .fontSize(9.5)
      .fillColor(BRAND_COLORS.nearBlack)
      .text(`${value}${figure.unit ?? ''}`, frame.x + labelWidth + track + 8, y + 5, {
        width: valueWidth - 8,
        lineBreak: false,
      });
  });
}

function layers(doc: Doc, figure: Extract<Figure, { kind: 'layers' }>, frame: Frame): void {
  const titleWidth = 96;
  figure.layers.forEach((layer, index) => {
    const y = frame.y + index * (LAYER_HEIGHT + LAYER_GAP);
    const fill = layer.accent ? BRAND_COLORS.navy : '#eef1f4';
    const ink = layer.accent ? BRAND_COLORS.white : BRAND_COLORS.nearBlack;
    doc.rect(frame.x, y, titleWidth - 8, LAYER_HEIGHT).fill(BRAND_COLORS.red);
    doc
      .font(frame.bold)
      .fontSize(9.5)
      .fillColor(BRAND_COLORS.white)
      .text(layer.title, frame.x + 6, y + LAYER_HEIGHT / 2 - 6, {
        width: titleWidth - 20,
        align: 'center',
        lineBreak: false,
      });
    const count = Math.max(layer.blocks.length, 1);
    const gap = 8;
    const blockWidth = (frame.width - titleWidth - gap * (count - 1)) / count;
    layer.blocks.forEach((block, i) => {
      const x = frame.x + titleWidth + i * (blockWidth + gap);
      doc.rect(x, y, blockWidth, LAYER_HEIGHT).fill(fill);
      doc
        .font(frame.regular)
        .fontSize(9)
        .fillColor(ink)
        .text(block, x + 4, y + LAYER_HEIGHT / 2 - 6, {
          width: blockWidth - 8,
          align: 'center',
          lineBreak: false,
        });
    });
  });
}

export function drawFigure(doc: Doc, figure: Figure, frame: Frame): void {
  if (figure.kind === 'bars') bars(doc, figure, frame);
  else layers(doc, figure, frame);
  doc.fillColor(BRAND_COLORS.nearBlack);
}
