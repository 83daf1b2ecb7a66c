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

// Releases that 技术支持 staff publish to a product (docs/api.md 'Support material'): a
// driver, firmware or SDK version shows among the product's drivers, a document among its
// documents; an announcement text becomes an announcement beside it.
export const RELEASE_KINDS = ['driver', 'firmware', 'sdk', 'document'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];
export const RELEASE_KIND_LABELS: Readonly<Record<ReleaseKind, string>> = {
  driver: '驱动程序',
  firmware: '固件',
  sdk: 'SDK',
  document: '文档',
};
/** Where customers find a release of this kind. */
export const releaseMaterialType = (kind: ReleaseKind): MaterialType =>
  kind === 'document' ? 'documents' : 'drivers';

export const MATERIAL_MAX_BYTES = 200 * 1024 * 1024;
export const RELEASE_VERSION_MAX = 40;
export const RELEASE_TITLE_MAX = 120;
export const RELEASE_NOTES_MAX = 4000;
export const RELEASE_ANNOUNCEMENT_MAX = 2000;

/** The publish form's messages, per field; the server answers the same (fields). */
export const RELEASE_MESSAGES = {
  noProduct: '请选择产品',
  unknownProduct: '产品不存在，请从列表中选择',
  kind: '请选择资料类型（驱动程序、固件、SDK 或文档）',
  noVersion: '请填写版本号',
  longVersion: `版本号不能超过 ${RELEASE_VERSION_MAX} 个字符`,
  longTitle: `标题不能超过 ${RELEASE_TITLE_MAX} 个字符`,
  longNotes: `发布说明不能超过 ${RELEASE_NOTES_MAX} 个字符`,
  longAnnouncement: `公告不能超过 ${RELEASE_ANNOUNCEMENT_MAX} 个字符`,
  noFile: '请选择要发布的文件',
  emptyFile: '文件是空的，请重新选择',
  tooLarge: `文件不能超过 ${MATERIAL_MAX_BYTES / 1024 / 1024} MB`,
} as const;
