import type { ContentFieldKind, ContentFieldProblem, ContentFieldSchema } from '@dpu/contracts';

// The form's reading of a collection's schema (GET /studio/collections).

export type FieldSchema = ContentFieldSchema;

/** The editor a field gets: its `kind`, or one read from its JSON type when it has none. */
export function kindOf(schema: FieldSchema): ContentFieldKind {
  if (schema.kind) return schema.kind;
  if (schema.anyOf) return 'enum';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'array') return 'list';
  if (schema.type === 'object') return 'object';
  return 'text';
}

/** A field's path as the server names it in a problem: 'date', 'emails.media', 'offices[2].city'. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/** The problems of the API's answer, by field path ('' for the document as a whole). */
export type ProblemMap = ReadonlyMap<string, string>;

export function problemMap(problems: readonly ContentFieldProblem[]): ProblemMap {
  const map = new Map<string, string>();
  for (const problem of problems) {
    const previous = map.get(problem.field);
    map.set(problem.field, previous ? `${previous}；${problem.message}` : problem.message);
  }
  return map;
}

/** Problems of fields the form does not show (so none is silently dropped). */
export function unplacedProblems(
  problems: readonly ContentFieldProblem[],
  schema: FieldSchema,
): ContentFieldProblem[] {
  const shown = new Set(Object.keys(schema.properties ?? {}));
  return problems.filter((problem) => {
    const top = /^[^.[]+/.exec(problem.field)?.[0];
    return problem.field !== 'body' && !(top && shown.has(top));
  });
}

/** An empty value for a new list item or a field that had none. */
export function emptyValue(schema: FieldSchema): unknown {
  switch (kindOf(schema)) {
    case 'list':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, emptyValue(child)]),
      );
    case 'number':
      return undefined;
    case 'boolean':
      return false;
    default:
      return '';
  }
}
