import { Type, type TSchema } from 'typebox';
import { FIELD_LIMITS } from '../limits';
import { PHONE_PATTERN } from '../phone';
import { PRO_ID_PATTERN } from '../products';
import { EMAIL_PATTERN } from '../validation';

// Field shapes shared by the resources' schemas, built from the plain rules (../limits.ts,
// ../phone.ts, ../validation.ts) the forms use, so the server accepts exactly what they accept.

export const Email = Type.String({
  minLength: 1,
  maxLength: FIELD_LIMITS.email,
  pattern: EMAIL_PATTERN,
});
export const Phone = Type.String({
  minLength: 1,
  maxLength: FIELD_LIMITS.phone,
  pattern: PHONE_PATTERN,
});
export const ProId = Type.String({ minLength: 32, maxLength: 32, pattern: PRO_ID_PATTERN.source });

/** A required text field: at least one character, at most max. */
export const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });

/** An optional text field of at most max characters. */
export const OptionalText = (max: number) => Type.Optional(Type.String({ maxLength: max }));

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of the given strings (a request field the server checks). */
export const literals = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

/**
 * A string typed as one of the given values in an answer: the database keeps it within them,
 * so the answer is serialised as a plain string.
 */
export const StringOf = <T extends string>() => Type.Unsafe<T>(Type.String());
