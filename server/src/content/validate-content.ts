import { collectionOf, PRODUCT_KEYS, type Rule } from './collections';
import type { ContentIndex } from './load-content';

// Checks every document against its collection (collections.ts) and names the file and
// field of each problem, so a bad date fails the build, not a page at run time
// (docs/content-query.md part A, last paragraph). Also warns about field names the query API
// reserves (part B §3: `meta` is never returned, `text` only with text: true).

export interface ContentReport {
  checked: number;
  errors: string[];
  warnings: string[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/;

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Problems of one value as [field path, message] pairs. */
function problems(value: unknown, rule: Rule, field: string): [string, string][] {
  if (value === undefined || value === null) return [[field, '缺少必填字段']];
  if (rule === 'string') {
    return typeof value === 'string' && value.trim() !== ''
      ? []
      : [[field, `须为非空字符串（当前值 ${shown(value)}）`]];
  }
  if (rule === 'number') {
    return typeof value === 'number' && Number.isFinite(value)
      ? []
      : [[field, `须为数字（当前值 ${shown(value)}）`]];
  }
  if (rule === 'date') {
    return typeof value === 'string' && ISO_DAY.test(value)
      ? []
      : [[field, `须为 YYYY-MM-DD 格式的有效日期（当前值 ${shown(value)}）`]];
  }
  if (rule === 'productKey') {
    return typeof value === 'string' && PRODUCT_KEYS.includes(value)
      ? []
      : [[field, `须为 PRODUCTS 中的产品 key（当前值 ${shown(value)}）`]];
  }
  if ('enum' in rule) {
    return typeof value === 'string' && rule.enum.includes(value)
      ? []
      : [[field, `须为 ${rule.enum.join(' 或 ')}（当前值 ${shown(value)}）`]];
  }
  if ('object' in rule) {
    if (!isRecord(value)) return [[field, `须为对象（当前值 ${shown(value)}）`]];
    return Object.entries(rule.object).flatMap(([key, inner]) =>
      problems(value[key], inner, `${field}.${key}`),
    );
  }
  if (!Array.isArray(value)) return [[field, `须为列表（当前值 ${shown(value)}）`]];
  if (rule.length !== undefined && value.length !== rule.length) {
    return [[field, `须有 ${rule.length} 项（当前 ${value.length} 项）`]];
  }
  return value.flatMap((item, i) => problems(item, rule.list, `${field}[${i}]`));
}

function reservedNames(doc: Readonly<Record<string, unknown>>): string[] {
  const reserved: string[] = [];
  if (Object.hasOwn(doc, 'meta')) reserved.push('meta: 保留字段名，查询接口不会返回它，请改名');
  if (doc.extension !== '.md' && Object.hasOwn(doc, 'text')) {
    reserved.push('text: 保留字段名，只在 text: true 时返回，请改名');
  }
  return reserved;
}

export function validateContent(index: ContentIndex): ContentReport {
  const report: ContentReport = { checked: 0, errors: [], warnings: [] };
  index.documents.forEach((doc, i) => {
    const origin = index.origins[i] ?? { file: '?', item: 0, items: 1 };
    const where = origin.items > 1 ? `${origin.file}[${origin.item}]` : origin.file;
    report.checked += 1;
    for (const warning of reservedNames(doc)) report.warnings.push(`${where}: ${warning}`);
    const collection = collectionOf(origin.file);
    if (!collection) return;
    const rules: [string, Rule][] = Object.entries(collection.fields);
    if (collection.title) rules.unshift(['title', 'string']);
    const found = rules.flatMap(([field, rule]) => problems(doc[field], rule, field));
    // `date` is optional outside the collections that require it, but always a real day.
    if (!collection.fields.date && doc.date !== undefined)
      found.push(...problems(doc.date, 'date', 'date'));
    const broken = collection.check?.(doc);
    if (broken && found.length === 0) found.push(broken);
    for (const [field, message] of found) report.errors.push(`${where}: ${field} ${message}`);
  });
  return report;
}
