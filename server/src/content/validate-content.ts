import { collectionOf } from './collections';
import { objectProblems, valueProblems, type FieldProblem } from './check-fields';

// Checks every document of a file against its collection (collections.ts) and names the file
// and field of each problem, so a bad date fails the build or a publish, not a page at run
// time (docs/content-query.md part A, last paragraph). Also warns about field names the query
// API reserves (part B §3: `meta` is never returned, `text` only with text: true).

export interface FileReport {
  /** Per field, for the studio. */
  problems: FieldProblem[];
  /** '<file>[: item]: <field> <message>' lines, for the build check and logs. */
  errors: string[];
  warnings: string[];
}

/** What Markdown parsing adds to a document: not authored, so not checked. */
const DERIVED = new Set(['toc', 'body', 'text', 'excerpt']);

/** The document as its author wrote it (front matter or YAML keys). */
export function authoredFields(
  raw: Readonly<Record<string, unknown>>,
  extension: string,
): Record<string, unknown> {
  if (extension !== '.md') return { ...raw };
  const authored = Object.fromEntries(Object.entries(raw).filter(([key]) => !DERIVED.has(key)));
  // no front-matter description and no excerpt: the derived '' is no description at all
  if (authored.description === '') delete authored.description;
  return authored;
}

function reservedNames(raw: Readonly<Record<string, unknown>>, extension: string): string[] {
  const reserved: string[] = [];
  if (Object.hasOwn(raw, 'meta')) reserved.push('meta: 保留字段名，查询接口不会返回它，请改名');
  if (extension !== '.md' && Object.hasOwn(raw, 'text')) {
    reserved.push('text: 保留字段名，只在 text: true 时返回，请改名');
  }
  return reserved;
}

const DATE_RULE = { type: 'string', format: 'date', title: '日期' };

/** Problems of one document of a collection's file. */
export function documentProblems(
  file: string,
  fields: Readonly<Record<string, unknown>>,
  slug: string,
): FieldProblem[] {
  const collection = collectionOf(file);
  if (!collection) return [];
  const found = objectProblems(fields, collection.schema);
  // `date` is optional outside the collections that require it, but always a real day.
  if (!collection.schema.properties?.date && fields.date !== undefined) {
    found.push(...valueProblems(fields.date, DATE_RULE, { field: 'date', label: '日期' }));
  }
  const broken = collection.check?.(fields, slug);
  if (broken && found.length === 0) {
    const [field, message] = broken;
    const label = collection.schema.properties?.[field]?.title ?? field;
    found.push({ field, label, message });
  }
  return found;
}

/** The report of one file's documents (raws as parsed, slugs as indexed). */
export function validateFile(
  file: string,
  extension: string,
  items: readonly { raw: Readonly<Record<string, unknown>>; slug: string }[],
): FileReport {
  const report: FileReport = { problems: [], errors: [], warnings: [] };
  items.forEach(({ raw, slug }, i) => {
    const where = items.length > 1 ? `${file}[${i}]` : file;
    for (const warning of reservedNames(raw, extension))
      report.warnings.push(`${where}: ${warning}`);
    const problems = documentProblems(file, authoredFields(raw, extension), slug);
    report.problems.push(...problems);
    for (const { field, message } of problems) report.errors.push(`${where}: ${field} ${message}`);
  });
  return report;
}
