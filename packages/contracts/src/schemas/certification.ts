import { Type, type Static } from 'typebox';
import { CERTIFICATION_STATUSES, type CertificationStatus } from '../certification';
import { FIELD_LIMITS } from '../limits';
import { SERIAL_NUMBER_PATTERN } from '../validation';
import { literals, Nullable, OptionalText, Phone, ProId, StringOf, Text } from './fields';

// docs/api.md POST /certification, GET /certification/mine.

/** docs/site.md §3 Selected product: passed to the buy/certify dialog and to certification. */
export const SelectedProduct = Type.Object({ series: Text(32), proId: ProId });
export type SelectedProduct = Static<typeof SelectedProduct>;

export const CertificationRequest = Type.Object({
  ...SelectedProduct.properties,
  serialNumber: Type.String({
    minLength: 1,
    maxLength: FIELD_LIMITS.serialNumber,
    pattern: SERIAL_NUMBER_PATTERN,
  }),
  company: Text(FIELD_LIMITS.company),
  contactName: Text(FIELD_LIMITS.personName),
  phone: Phone,
  orderNumber: OptionalText(FIELD_LIMITS.orderNumber),
  remark: OptionalText(FIELD_LIMITS.remark),
});
export type CertificationRequest = Static<typeof CertificationRequest>;

export const CertificationCreated = Type.Object({
  id: Type.Integer(),
  status: StringOf<'pending'>(),
});

export const CertificationStatusField = literals(CERTIFICATION_STATUSES);

/** One of the caller's requests. */
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
  status: StringOf<CertificationStatus>(),
  /** Staff's reason when rejected. */
  reason: Nullable(Type.String()),
  /** ISO-8601 */
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type CertificationItem = Static<typeof CertificationItem>;
