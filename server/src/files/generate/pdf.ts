import PDFDocument from 'pdfkit';
import { BRAND_COLORS } from '@dpu/contracts';

// Small genuine PDFs drawn with pdfkit's built-in Helvetica. No CJK font exists on the
// build machines, so the text is English (issue 4 note).

export interface PdfSection {
  heading: string;
  lines: string[];
}

export interface PdfDocumentSpec {
  title: string;
  subtitle: string;
  version: string;
  releaseDate: string;
  sections: PdfSection[];
}

/** A fixed creation date keeps the bytes (and so the SHA-256) stable between runs. */
const CREATED = new Date('2025-01-01T00:00:00.000Z');

export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      // uncompressed content streams: a few KB more, and the text stays searchable by tools
      compress: false,
      info: {
        Title: spec.title,
        Author: 'XinTu Technology (fictional)',
        Subject: spec.subtitle,
        CreationDate: CREATED,
        ModDate: CREATED,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.rect(0, 0, doc.page.width, 90).fill(BRAND_COLORS.navy);
    doc.fillColor(BRAND_COLORS.white).font('Helvetica-Bold').fontSize(22).text(spec.title, 56, 30);
    doc.fillColor(BRAND_COLORS.red).rect(56, 70, 60, 4).fill();
    doc.moveDown(3);
    doc
      .fillColor(BRAND_COLORS.nearBlack)
      .font('Helvetica')
      .fontSize(13)
      .text(spec.subtitle, 56, 110);
    doc
      .fontSize(9)
      .fillColor('#555555')
      .text(`Version ${spec.version}  ·  Released ${spec.releaseDate}`);
    for (const section of spec.sections) {
      doc.moveDown(1.2);
      doc.font('Helvetica-Bold').fontSize(13).fillColor(BRAND_COLORS.navy).text(section.heading);
      doc.moveDown(0.3);
      doc.font('Helvetica').fontSize(10.5).fillColor(BRAND_COLORS.nearBlack);
      for (const line of section.lines) doc.text(`•  ${line}`, { indent: 8, paragraphGap: 3 });
    }
    doc
      .fontSize(8)
      .fillColor('#888888')
      .text(
        'XinTu Technology (fictional vendor). This document is generated for the demo site.',
        56,
        doc.page.height - 60,
        { lineBreak: false },
      );
    doc.end();
  });
}
