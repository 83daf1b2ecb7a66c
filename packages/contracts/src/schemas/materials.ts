import { Type, type Static } from 'typebox';
import { MATERIAL_TYPES, type MaterialType } from '../materials';
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
