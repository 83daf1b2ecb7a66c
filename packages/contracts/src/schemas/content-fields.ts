import {
  Type,
  type TArray,
  type TInteger,
  type TLiteral,
  type TProperties,
  type TSchema,
  type TString,
  type TUnion,
} from 'typebox';
import type { ContentFieldKind } from '../content-collections';
import { PRODUCTS } from '../products';

// The field builders of the content schemas (content-schemas.ts). Every field carries what a
// generated studio form needs besides JSON Schema's own checks: `title` (the Chinese label,
// also named in every validation message) and `kind` (which editor to show). A document is
// checked as authored (front matter or YAML keys): dates are `YYYY-MM-DD`.

interface FieldOptions {
  /** Help text shown under the field. */
  description?: string;
  maxLength?: number;
}

/** Not empty and not only spaces (the rule of today's build check). */
export const NOT_BLANK = '\\S';

const field = (kind: ContentFieldKind, title: string, options: FieldOptions = {}) => ({
  title,
  kind,
  ...options,
});

/** One line of text. */
export const text = (title: string, options?: FieldOptions): TString =>
  Type.String({ ...field('text', title, options), pattern: NOT_BLANK });

/** Several lines of plain text (a summary, a description). */
export const longText = (title: string, options?: FieldOptions): TString =>
  Type.String({ ...field('longText', title, options), pattern: NOT_BLANK });

/** Markdown or the site's limited HTML (a text block rendered by the page). */
export const markdown = (title: string, options?: FieldOptions): TString =>
  Type.String({ ...field('markdown', title, options), pattern: NOT_BLANK });

/** A calendar day, written YYYY-MM-DD. */
export const day = (title: string, options?: FieldOptions): TString =>
  Type.String({ ...field('date', title, options), format: 'date' });

export const integer = (title: string, options?: FieldOptions): TInteger =>
  Type.Integer(field('number', title, options));

/** One of the given values; `labels` are what the form shows for each. */
export function choice<const T extends readonly string[]>(
  title: string,
  values: T,
  labels: Readonly<Record<T[number], string>>,
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    { ...field('enum', title), labels },
  ) as TUnion<TLiteral<T[number]>[]>;
}

/** A key of PRODUCTS (the form offers the catalogue). */
export const productKey = (title: string) =>
  Type.Union(
    PRODUCTS.map((product) => Type.Literal(product.key)),
    field('productKey', title),
  );

/** A site path (/data/file/video/a.mp4) or an image of the media library (media:12). */
export const MEDIA_REFERENCE = '^(?:/\\S*|media:[0-9]{1,15})$';

/** A file the page shows; `accept` tells the media picker what to offer. */
export const media = (title: string, accept: 'image' | 'video' | 'file', options?: FieldOptions) =>
  Type.String({ ...field('media', title, options), accept, pattern: MEDIA_REFERENCE });

export const list = <T extends TSchema>(
  title: string,
  item: T,
  options: FieldOptions & { minItems?: number; maxItems?: number } = {},
): TArray<T> => Type.Array(item, field('list', title, options));

export const group = <T extends TProperties>(
  title: string,
  properties: T,
  options?: FieldOptions,
) => Type.Object(properties, field('object', title, options));

/** Optional field (absent is fine; present must still fit). */
export const optional = Type.Optional;

/**
 * A collection's document: its fields and the label of its Markdown body (.md documents).
 * Fields beyond the listed ones are allowed and kept (the form edits them as YAML).
 */
export const documentOf = <T extends TProperties>(
  title: string,
  properties: T,
  options: { body?: string } = {},
) =>
  Type.Object(properties, {
    title,
    kind: 'object' as ContentFieldKind,
    ...(options.body ? { body: options.body } : {}),
  });
