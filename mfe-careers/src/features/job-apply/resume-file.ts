import { RESUME_MAX_BYTES } from '@dpu/contracts';

// docs/api.md POST /jobs/apply: the resume is a PDF or Word file of at most 10 MB. Checked
// before sending, so a wrong file never costs an upload.

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
const RESUME_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
// Some systems report no type (or a generic one) for .doc/.docx; the extension decides then.
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_TYPES].join(',');

export const RESUME_MESSAGES = {
  missing: '请上传简历',
  type: '简历仅支持 PDF 或 Word 格式（.pdf、.doc、.docx），请重新选择',
  size: `简历文件不能超过 ${RESUME_MAX_BYTES / 1024 / 1024} MB，请压缩后重新上传`,
  empty: '简历文件是空的，请重新选择',
} as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/** Why a resume cannot be sent, or null when it can. */
export function resumeProblem(file: File | undefined | null): string | null {
  if (!file) return RESUME_MESSAGES.missing;
  const extensionOk = (RESUME_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const typeOk = RESUME_TYPES.has(file.type) || UNKNOWN_TYPES.has(file.type);
  if (!extensionOk || !typeOk) return RESUME_MESSAGES.type;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.size;
  if (file.size === 0) return RESUME_MESSAGES.empty;
  return null;
}

/** '1.2 MB', '356 KB' */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
