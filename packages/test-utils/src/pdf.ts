import { inflateSync } from 'node:zlib';

// A minimal reader for the PDFs the site generates (pdfkit: Type0 fonts with Identity-H
// encoding and a ToUnicode map), so server and end-to-end tests check what a reader sees:
// pages, embedded font files and the text.

export interface PdfSummary {
  pages: number;
  /** Embedded font programs: /FontFile (Type 1), /FontFile2 (TrueType), /FontFile3 (CFF). */
  fontFiles: number;
  /** BaseFont names of the fonts, e.g. 'CZZZZZ+NotoSansSC-Regular'. */
  fonts: string[];
  text: string;
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const match of source.matchAll(pattern)) {
    const body = match[2] ?? '';
    const start = body.indexOf('stream');
    if (start < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, start);
    let dataStart = start + 'stream'.length;
    if (body[dataStart] === '\r') dataStart += 1;
    if (body[dataStart] === '\n') dataStart += 1;
    const dataEnd = body.lastIndexOf('endstream');
    let data = Buffer.from(body.slice(dataStart, dataEnd), 'latin1');
    if (/\/Filter\s*\/FlateDecode/.test(dict)) {
      try {
        data = inflateSync(data);
      } catch {
        // a stream that is not valid zlib stays as it is
      }
    }
    objects.set(Number(match[1]), { dict, stream: data });
  }
  return objects;
}

/** ToUnicode CMap: glyph code (hex) → text. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  // UTF-16BE code units, surrogate pairs included
  const unicode = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set((pair[1] ?? '').toLowerCase(), unicode(pair[2] ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? '';
    for (const range of body.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = parseInt(range[1] ?? '0', 16);
      const to = parseInt(range[2] ?? '0', 16);
      const width = (range[1] ?? '').length;
      const target = range[3] ?? '';
      const list = [...target.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1] ?? '');
      for (let code = from; code <= to; code += 1) {
        const key = code.toString(16).padStart(width, '0');
        if (target.startsWith('[')) map.set(key, unicode(list[code - from] ?? ''));
        else {
          const base = parseInt(list[0] ?? '0', 16) + (code - from);
          map.set(key, String.fromCodePoint(base));
        }
      }
    }
  }
  return map;
}

function decodeHex(hex: string, cmap: Map<string, string> | undefined): string {
  if (!cmap) return Buffer.from(hex, 'hex').toString('latin1');
  const width = [...cmap.keys()][0]?.length ?? 4;
  let text = '';
  for (let i = 0; i < hex.length; i += width) {
    text += cmap.get(hex.slice(i, i + width).toLowerCase()) ?? '';
  }
  return text;
}

export function readPdf(pdf: Buffer): PdfSummary {
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  const objects = readObjects(pdf);
  const all = [...objects.values()];
  const pages = all.filter((o) => /\/Type\s*\/Page(?!s)/.test(o.dict)).length;
  const fontFiles = all.filter((o) => /\/FontFile[23]?\s+\d+ 0 R/.test(o.dict)).length;
  const fonts = [
    ...new Set(
      all.flatMap((o) =>
        [...o.dict.matchAll(/\/BaseFont\s*\/([^\s/<>]+)/g)].map((m) => m[1] ?? ''),
      ),
    ),
  ];
  // resource name (F1) → that font's ToUnicode map
  const cmaps = new Map<string, Map<string, string>>();
  for (const o of all) {
    for (const ref of o.dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(ref[2]));
      const toUnicode = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict);
      const stream = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : undefined;
      if (stream && ref[1]) cmaps.set(ref[1], readCMap(stream.toString('latin1')));
    }
  }
  const runs: string[] = [];
  for (const o of all) {
    if (!o.stream || !/BT[\s\S]*ET/.test(o.stream.toString('latin1'))) continue;
    let font: string | undefined;
    const content = o.stream.toString('latin1');
    for (const op of content.matchAll(
      /\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (op[1]) font = op[1];
      else {
        const cmap = font ? cmaps.get(font) : undefined;
        const hexes =
          op[2] !== undefined
            ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '')
            : [op[3] ?? ''];
        runs.push(hexes.map((hex) => decodeHex(hex, cmap)).join(''));
      }
    }
  }
  return { pages, fontFiles, fonts, text: runs.join('\n') };
}
