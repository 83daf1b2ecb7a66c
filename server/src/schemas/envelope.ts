import { Type, type TSchema } from 'typebox';

// docs/api.md Envelope: {code, msg?, data?}. Every route's response schema is built here so
// nothing outside the declared fields can leak into an answer.

export const ErrorEnvelope = Type.Object({
  code: Type.String(),
  msg: Type.Optional(Type.String()),
});

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;

/** {code:'200', data} plus the error envelope for 4xx/5xx. */
export function envelope<T extends TSchema>(data: T) {
  return {
    200: Type.Object({ code: Type.String(), msg: Type.Optional(Type.String()), data }),
    ...errors,
  };
}

/** {code:'200'} with no data. */
export const okEnvelope = {
  200: Type.Object({ code: Type.String(), msg: Type.Optional(Type.String()) }),
  ...errors,
};

export const OK = { code: '200' } as const;

/** Paging query shared by the staff lists. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export function paged<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
}

/** Shared field shapes (docs/api.md rules; contracts/validation.ts mirrors them for forms). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const PHONE_PATTERN = '^\\+?[0-9][0-9 -]{4,19}$';
export const PRO_ID_PATTERN = '^[0-9a-f]{32}$';
export const Email = Type.String({ minLength: 1, maxLength: 254, pattern: EMAIL_PATTERN });
export const Phone = Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN });
export const ProId = Type.String({ minLength: 32, maxLength: 32, pattern: PRO_ID_PATTERN });
/** A short required text field: at least one character, at most max. */
export const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
