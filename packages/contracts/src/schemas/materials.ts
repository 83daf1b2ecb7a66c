import { Type, type Static } from 'typebox';
import {
  MATERIAL_TYPES,
  RELEASE_ANNOUNCEMENT_MAX,
  RELEASE_NOTES_MAX,
  RELEASE_TITLE_MAX,
  RELEASE_VERSION_MAX,
  type MaterialType,
  type ReleaseKind,
} from '../materials';
import { Upload } from './media';
import { literals, Nullable, ProId, StringOf } from './fields';

// docs/api.md GET /customer/materials?proId&type.

export const MaterialsQuery = Type.Object({ proId: ProId, type: literals(MATERIAL_TYPES) });

/**
 * One entry. Drivers and documents carry a fileId (download at `/api/file/download/{fileId}`
 * with the token); others may carry a link in url (a video, a web page).
 */
export const MaterialItem = Type.Object({
  id: Type.Integer(),
  type: StringOf<MaterialType>(),
  title: Type.String(),
  summary: Type.String(),
  version: Nullable(Type.String()),
  /** Release date, YYYY-MM-DD. */
  date: Type.String(),
  fileId: Nullable(Type.Integer()),
  fileName: Nullable(Type.String()),
  size: Nullable(Type.Integer()),
  sha256: Nullable(Type.String()),
  url: Nullable(Type.String()),
});
export type MaterialItem = Static<typeof MaterialItem>;

// docs/api.md 'Support material': what 技术支持 staff publish (/admin/materials) and the
// customer's release-mail setting (/user/settings).

/**
 * multipart {proId, kind, version, title?, releaseNotes?, announcement?, file}. Every field
 * is optional here so the use case names each missing or bad one at once (`fields`).
 */
export const MaterialReleaseRequest = Type.Object({
  proId: Type.Optional(Type.String({ maxLength: 200 })),
  kind: Type.Optional(Type.String({ maxLength: 40 })),
  version: Type.Optional(Type.String({ maxLength: RELEASE_VERSION_MAX * 4 })),
  title: Type.Optional(Type.String({ maxLength: RELEASE_TITLE_MAX * 4 })),
  releaseNotes: Type.Optional(Type.String({ maxLength: RELEASE_NOTES_MAX * 4 })),
  announcement: Type.Optional(Type.String({ maxLength: RELEASE_ANNOUNCEMENT_MAX * 4 })),
  file: Type.Optional(Upload),
});
export type MaterialReleaseRequest = Static<typeof MaterialReleaseRequest>;

export const StaffReleaseQuery = Type.Object({ proId: Type.Optional(ProId) });
export type StaffReleaseQuery = Static<typeof StaffReleaseQuery>;

/** One published release as staff see it (withdrawn ones included). */
export const StaffRelease = Type.Object({
  id: Type.Integer(),
  proId: Type.String(),
  kind: StringOf<ReleaseKind>(),
  title: Type.String(),
  version: Type.String(),
  /** Release date, YYYY-MM-DD. */
  date: Type.String(),
  releaseNotes: Type.String(),
  announcement: Nullable(Type.String()),
  fileId: Type.Integer(),
  fileName: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  publishedAt: Type.String(),
  publishedBy: Nullable(Type.String()),
  withdrawn: Type.Boolean(),
});
export type StaffRelease = Static<typeof StaffRelease>;

/** The answer to a publish: the release and how many holders a mail was queued for. */
export const PublishedRelease = Type.Object({
  ...StaffRelease.properties,
  mailed: Type.Integer(),
});
export type PublishedRelease = Static<typeof PublishedRelease>;

export const AccountSettings = Type.Object({ releaseMail: Type.Boolean() });
export type AccountSettings = Static<typeof AccountSettings>;
