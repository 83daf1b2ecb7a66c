// docs/api.md 'Media': an upload is recognised by its bytes, never by its name or the type
// the browser declared: JPEG, PNG, WebP, or an SVG document (text whose first element is
// <svg>, after an optional XML declaration, comments and a doctype).

export interface ImageType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/svg+xml';
  extension: 'jpg' | 'png' | 'webp' | 'svg';
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function startsWith(data: Buffer, magic: Buffer, at = 0): boolean {
  return data.subarray(at, at + magic.length).equals(magic);
}

/** Skips what may come before an SVG's root element. */
function looksLikeSvg(head: string): boolean {
  let rest = head.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    const skipped =
      /^<\?xml[\s\S]*?\?>/.exec(rest) ??
      /^<!--[\s\S]*?-->/.exec(rest) ??
      /^<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>/i.exec(rest);
    if (!skipped) break;
    rest = rest.slice(skipped[0].length);
  }
  return /^<svg[\s>/]/.test(rest);
}

/** From a file's first bytes (lib/file-sample.ts: 64 KB, room for an SVG's long comment). */
export function detectImageType(head: Buffer): ImageType | undefined {
  if (startsWith(head, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(head, Buffer.from('RIFF')) && startsWith(head, Buffer.from('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (looksLikeSvg(head.toString('utf8'))) {
    return { contentType: 'image/svg+xml', extension: 'svg' };
  }
  return undefined;
}
