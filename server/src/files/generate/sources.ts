import { PRODUCTS } from '@dpu/contracts';
import { DRIVER_VERSION, LOGO_PACKAGE_ID, QR_CODE_ID, type FileSpec } from '../catalogue';
import type { ContentLookup } from '../content-lookup';
import { logoPackage, officialAccountQr } from './brand';
import { driverArchive, driverArchiveInputs } from './driver-archive';
import type { FileSource } from './generated-file';
import { pdfInputs, renderPdf, type PdfDocumentSpec } from './pdf';
import { guideDocument, handbookDocument, type DocumentMeta } from './product-documents';

// The generator of each catalogue file: what decides its bytes and how to make them from the
// content. Build side only (scripts/files.ts); the server reads the catalogue, never this.

function pdfSource(spec: PdfDocumentSpec): FileSource {
  return { inputs: () => pdfInputs(spec), render: () => renderPdf(spec) };
}

const fixedSource = (kind: string, render: () => Promise<Buffer>): FileSource => ({
  inputs: () => ({ kind }),
  render,
});

function productOf(spec: FileSpec) {
  const product = PRODUCTS.find((p) =>
    spec.kind === 'handbook' ? p.key === spec.pdfKey : p.proId === spec.proId,
  );
  if (!product) throw new Error(`catalogue file ${spec.id} names no product`);
  return product;
}

/** How the bytes of a catalogue file are made from the content. */
export function sourceOf(spec: FileSpec, content: ContentLookup): FileSource {
  if (spec.kind === 'brand') {
    if (spec.id === LOGO_PACKAGE_ID) return fixedSource('logo-package', logoPackage);
    if (spec.id === QR_CODE_ID) return fixedSource('qr-code', officialAccountQr);
    throw new Error(`catalogue file ${spec.id}: no generator for this brand file`);
  }
  const product = productOf(spec);
  const meta: DocumentMeta = {
    version: spec.version,
    releaseDate: spec.releaseDate,
    driverVersion: DRIVER_VERSION,
  };
  if (spec.kind === 'handbook') return pdfSource(handbookDocument(content, product, meta));
  if (spec.kind === 'guide') return pdfSource(guideDocument(content, product, meta));
  const inputs = driverArchiveInputs(content, product, DRIVER_VERSION);
  return { inputs: () => inputs, render: () => driverArchive(inputs) };
}
