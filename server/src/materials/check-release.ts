import {
  MATERIAL_MAX_BYTES,
  productByProId,
  RELEASE_KINDS,
  RELEASE_MESSAGES,
  RELEASE_NOTES_MAX,
  RELEASE_TITLE_MAX,
  RELEASE_VERSION_MAX,
  RELEASE_ANNOUNCEMENT_MAX,
  type CatalogueProduct,
  type ReleaseKind,
} from '@dpu/contracts';
import type { MaterialReleaseRequest } from '@dpu/contracts/schemas';
import { badFields } from '../lib/app-error';
import type { UploadedFile } from '../plugins/external/multipart';

// A release as the editor sent it, checked field by field: the answer names every bad field
// at once (fields: {proId, kind, version, file, …}) in Chinese, so the form shows each beside
// its input and keeps what was typed.

export interface CheckedRelease {
  product: CatalogueProduct;
  kind: ReleaseKind;
  version: string;
  title: string;
  releaseNotes: string;
  announcement: string;
  file: UploadedFile;
}

const length = (text: string) => [...text].length;

function checkText(
  fields: Record<string, string>,
  name: string,
  value: string | undefined,
  max: number,
  message: string,
): string {
  const text = (value ?? '').trim();
  if (length(text) > max) fields[name] = message;
  return text;
}

function checkProduct(fields: Record<string, string>, proId: string | undefined) {
  const id = (proId ?? '').trim();
  if (!id) fields.proId = RELEASE_MESSAGES.noProduct;
  const product = id ? productByProId(id) : undefined;
  if (id && !product) fields.proId = RELEASE_MESSAGES.unknownProduct;
  return product;
}

function checkFile(fields: Record<string, string>, file: UploadedFile | undefined, max: number) {
  if (!file) fields.file = RELEASE_MESSAGES.noFile;
  else if (file.size === 0) fields.file = RELEASE_MESSAGES.emptyFile;
  else if (file.size > max) fields.file = RELEASE_MESSAGES.tooLarge;
}

export function checkRelease(
  body: MaterialReleaseRequest,
  maxBytes = MATERIAL_MAX_BYTES,
): CheckedRelease {
  const fields: Record<string, string> = {};
  const product = checkProduct(fields, body.proId);
  const kind = (body.kind ?? '').trim() as ReleaseKind;
  if (!RELEASE_KINDS.includes(kind)) fields.kind = RELEASE_MESSAGES.kind;
  const version = checkText(
    fields,
    'version',
    body.version,
    RELEASE_VERSION_MAX,
    RELEASE_MESSAGES.longVersion,
  );
  if (!version) fields.version = RELEASE_MESSAGES.noVersion;
  const title = checkText(
    fields,
    'title',
    body.title,
    RELEASE_TITLE_MAX,
    RELEASE_MESSAGES.longTitle,
  );
  const releaseNotes = checkText(
    fields,
    'releaseNotes',
    body.releaseNotes,
    RELEASE_NOTES_MAX,
    RELEASE_MESSAGES.longNotes,
  );
  const announcement = checkText(
    fields,
    'announcement',
    body.announcement,
    RELEASE_ANNOUNCEMENT_MAX,
    RELEASE_MESSAGES.longAnnouncement,
  );
  checkFile(fields, body.file, maxBytes);
  if (Object.keys(fields).length > 0) throw badFields(fields);
  return { product: product!, kind, version, title, releaseNotes, announcement, file: body.file! };
}
