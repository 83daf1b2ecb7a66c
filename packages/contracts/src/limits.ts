// The longest value of each form field (in characters), one set for the forms and the server's
// schemas (docs/api.md, Field rules); where two copies disagreed, the stricter one stayed.
export const FIELD_LIMITS = {
  /** A person's name: the contact, the applicant, the certification's contact. */
  personName: 32,
  company: 100,
  email: 254,
  phone: 20,
  /** The description of a lead's needs. */
  message: 1000,
  serialNumber: 64,
  orderNumber: 64,
  remark: 500,
  /** Staff's reason for rejecting a certification. */
  reason: 500,
  jobId: 100,
} as const;
