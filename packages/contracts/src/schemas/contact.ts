import { Type, type Static } from 'typebox';
import { FIELD_LIMITS } from '../limits';
import { PRODUCTS } from '../products';
import { Email, literals, Phone, Text } from './fields';

// docs/api.md POST /contact (a lead); interested is a product key (or empty: /contact without it).

export const ContactRequest = Type.Object({
  name: Text(FIELD_LIMITS.personName),
  company: Text(FIELD_LIMITS.company),
  phone: Phone,
  email: Email,
  message: Text(FIELD_LIMITS.message),
  interested: Type.Optional(literals([...PRODUCTS.map((product) => product.key), ''])),
});
export type ContactRequest = Static<typeof ContactRequest>;
