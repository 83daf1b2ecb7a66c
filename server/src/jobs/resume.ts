// A resume is a PDF or a Word file, recognised by its first bytes rather than by its
// name or declared type (docs/api.md POST /jobs/apply).

export interface ResumeType {
  extension: 'pdf' | 'docx' | 'doc';
  contentType: string;
}

const PDF = Buffer.from('%PDF-');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function detectResumeType(data: Buffer): ResumeType | undefined {
  if (data.subarray(0, PDF.length).equals(PDF)) {
    return { extension: 'pdf', contentType: 'application/pdf' };
  }
  // a .docx is a zip whose parts live under word/ (names are stored uncompressed)
  if (data.subarray(0, ZIP.length).equals(ZIP) && data.includes('word/')) {
    return {
      extension: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  if (data.subarray(0, OLE.length).equals(OLE)) {
    return { extension: 'doc', contentType: 'application/msword' };
  }
  return undefined;
}

/** The name as shown to staff: no folders, no control characters, bounded. */
export function safeFileName(name: string, extension: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return base || `resume.${extension}`;
}
