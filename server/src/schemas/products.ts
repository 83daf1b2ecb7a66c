import { MATERIAL_TYPES } from '@dpu/contracts';
import { Type, type Static } from 'typebox';
import { Phone, ProId, Text } from './envelope';

export const ProductSummary = Type.Object({
  series: Type.String(),
  proId: Type.String(),
  key: Type.String(),
  name: Type.String(),
});

export const ProductIdParams = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 64 }),
});
export type ProductIdParams = Static<typeof ProductIdParams>;

export const CertificationBody = Type.Object({
  series: Text(32),
  proId: ProId,
  serialNumber: Text(64),
  company: Text(100),
  contactName: Text(50),
  phone: Phone,
  orderNumber: Type.Optional(Type.String({ maxLength: 64 })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
});
export type CertificationBody = Static<typeof CertificationBody>;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const CertificationItem = Type.Object({
  id: Type.Integer(),
  proId: Type.String(),
  series: Type.String(),
  productName: Type.String(),
  serialNumber: Type.String(),
  company: Type.String(),
  contactName: Type.String(),
  phone: Type.String(),
  orderNumber: Nullable(Type.String()),
  remark: Nullable(Type.String()),
  status: Type.String(),
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});

export const StaffCertificationItem = Type.Object({
  ...CertificationItem.properties,
  userId: Type.Integer(),
  email: Type.String(),
  userName: Type.String(),
});

export const MaterialsQuery = Type.Object({
  proId: ProId,
  type: Type.Union(MATERIAL_TYPES.map((t) => Type.Literal(t))),
});
export type MaterialsQuery = Static<typeof MaterialsQuery>;

export const MaterialItem = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  version: Type.Union([Type.String(), Type.Null()]),
  date: Type.String(),
  fileId: Type.Union([Type.Integer(), Type.Null()]),
  fileName: Type.Union([Type.String(), Type.Null()]),
  size: Type.Union([Type.Integer(), Type.Null()]),
  sha256: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
});

export const FileIdParams = Type.Object({
  fileId: Type.String({ minLength: 1, maxLength: 9, pattern: '^[0-9]+$' }),
});
export type FileIdParams = Static<typeof FileIdParams>;

export const PdfKeyParams = Type.Object({
  pdfKey: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type PdfKeyParams = Static<typeof PdfKeyParams>;
