import { PRODUCTS } from '@dpu/contracts';
import { Type, type Static } from 'typebox';
import { Email, Phone, Text } from './envelope';

// docs/api.md POST /contact; interested is a product key (or empty: /contact without it).
export const ContactBody = Type.Object({
  name: Text(50),
  company: Text(100),
  phone: Phone,
  email: Email,
  message: Text(2000),
  interested: Type.Optional(
    Type.Union([...PRODUCTS.map((product) => Type.Literal(product.key)), Type.Literal('')]),
  ),
});
export type ContactBody = Static<typeof ContactBody>;

// docs/api.md POST /jobs/apply (multipart). The resume arrives as an UploadedFile, already on
// disk (plugins/external/multipart.ts); only a multipart body can carry one.
export const ApplyBody = Type.Object({
  jobId: Text(100),
  name: Text(50),
  phone: Phone,
  email: Email,
  resume: Type.Object(
    {
      filename: Type.String({ maxLength: 1000 }),
      mimetype: Type.String({ maxLength: 200 }),
      path: Type.String(),
      size: Type.Integer({ minimum: 0 }),
    },
    { required: ['filename', 'mimetype', 'path', 'size'] },
  ),
});
export type ApplyBody = Static<typeof ApplyBody>;
