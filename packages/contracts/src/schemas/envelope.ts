import { Type, type Static, type TSchema } from 'typebox';
import { SUCCESS_CODE } from '../constants';

// docs/api.md Envelope: {code, msg?, data?}. Every route's response schema is built here so
// nothing outside the declared fields can leak into an answer.

export const ErrorEnvelope = Type.Object({
  code: Type.String(),
  msg: Type.Optional(Type.String()),
  /** A form's bad fields, each with its own message (msg repeats the first). */
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});

/** Every JSON answer: the front end reads `code`, then `data` or `msg`. */
export interface ApiEnvelope<T = unknown> extends Static<typeof ErrorEnvelope> {
  data?: T;
}

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

/** Errors only: the answer on success is not JSON (a file, a CSV). */
export const errorEnvelopes = errors;

export const OK = { code: SUCCESS_CODE } as const;

/** Paging query of the staff lists. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

/** Staff lists (docs/api.md 'Staff'): newest first, paged. */
export function paged<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
