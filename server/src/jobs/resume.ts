import { withoutUnseen } from '@dpu/contracts';

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

/** Characters Windows refuses in a file name (the path separators are split off first). */
const RESERVED = /[<>:"|?*]/g;
const FILE_NAME_MAX = 120;
/** Other spellings of a detected extension, kept when the sender used one ('chip.jpeg'). */
const SAME_TYPE: Readonly<Record<string, readonly string[]>> = { jpg: ['jpeg', 'jpe'] };

/**
 * The one cleaning of an uploaded file's name (résumés, media, support material): the name
 * shown to staff and sent with the download is the sender's base name — no folders, no
 * control, bidi or invisible characters, no reserved characters, no leading or trailing
 * dots, bounded — plus the extension of the type the server detected, never the sender's
 * ('简历.pdf.bat' → '简历.pdf', 'cv\u202Efdp.exe' → 'cvfdp.pdf'; docs/hostile-input.md
 * round two, finding 4). `fallback` names a file whose name has nothing left.
 */
export function safeFileName(name: string, extension: string, fallback = 'file'): string {
  const detected = /^[a-z0-9]{1,10}$/i.test(extension) ? extension.toLowerCase() : 'bin';
  const leaf = name.split(/[\\/]/).pop() ?? '';
  const visible = withoutUnseen(leaf.normalize('NFC'))
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const sent = /\.([^.]*)$/.exec(visible)?.[1]?.toLowerCase() ?? '';
  const ext = SAME_TYPE[detected]?.includes(sent) ? sent : detected;
  const base = visible
    // the sender's extension goes, and the detected one is not written twice
    .replace(/\.[^.]*$/, '')
    .replace(new RegExp(`\\.(?:${[detected, ...(SAME_TYPE[detected] ?? [])].join('|')})$`, 'i'), '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const bounded = [...base].slice(0, FILE_NAME_MAX).join('').trim();
  return `${bounded || fallback}.${ext}`;
}
