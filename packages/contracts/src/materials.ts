// docs/api.md GET /customer/materials?type=…: the kinds of a product's materials.
export const MATERIAL_TYPES = [
  'drivers',
  'documents',
  'announcements',
  'solutions',
  'videos',
  'agreements',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
