import { PRODUCTS, type ContentFieldSchema } from '@dpu/contracts';
import { isoDate } from './iso-date';

// Checks an authored document against its collection's schema (@dpu/contracts/schemas,
// content-schemas.ts) and says, per field, what is wrong in Chinese. The schema is plain JSON
// Schema with the contracts' annotations (`title` = the field's label, `kind`); this walker
// reads exactly the keywords those builders emit, so every message can name the field and
// the value. check-fields.test.ts holds it to TypeBox's own verdict on the same schemas.

export interface FieldProblem {
  /** Path of the field: 'date', 'emails.recruiting', 'offices[2].city'. */
  field: string;
  /** The field's label path as staff read it: '邮箱 · 人才招聘'. */
  label: string;
  message: string;
}

/** The subset of JSON Schema the content schemas use (shared with the studio's form). */
export type FieldSchema = ContentFieldSchema;

const PRODUCT_KEYS: readonly string[] = PRODUCTS.map((product) => product.key);

export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const now = (value: unknown) => `（当前值 ${shown(value)}）`;

/** The message for a scalar that does not fit, or undefined when it fits. */
function scalarProblem(value: unknown, schema: FieldSchema): string | undefined {
  if (schema.kind === 'productKey') {
    return typeof value === 'string' && PRODUCT_KEYS.includes(value)
      ? undefined
      : `须为 PRODUCTS 中的产品 key${now(value)}`;
  }
  if (schema.anyOf) {
    const values = schema.anyOf.map((option) => option.const);
    return values.includes(value) ? undefined : `须为 ${values.join(' 或 ')}${now(value)}`;
  }
  if (schema.type === 'integer' && typeof value === 'number' && Number.isFinite(value)) {
    return Number.isInteger(value) ? undefined : `须为整数${now(value)}`;
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    return typeof value === 'number' && Number.isFinite(value)
      ? undefined
      : `须为数字${now(value)}`;
  }
  if (schema.type === 'boolean') {
    return typeof value === 'boolean' ? undefined : `须为 true 或 false${now(value)}`;
  }
  if (schema.format === 'date') {
    return typeof value === 'string' && isoDate(value)
      ? undefined
      : `须为 YYYY-MM-DD 格式的有效日期${now(value)}`;
  }
  if (typeof value !== 'string' || !new RegExp(schema.pattern ?? '', 'u').test(value)) {
    if (schema.kind === 'media' && typeof value === 'string' && value.trim() !== '') {
      return `须为以 / 开头的站内文件路径或媒体库图片（media:编号）${now(value)}`;
    }
    return `须为非空字符串${now(value)}`;
  }
  return undefined;
}

function listProblem(value: unknown[], schema: FieldSchema): string | undefined {
  const { minItems: min, maxItems: max } = schema;
  if (min !== undefined && min === max && value.length !== min) {
    return `须有 ${min} 项（当前 ${value.length} 项）`;
  }
  if (min !== undefined && value.length < min)
    return `至少须有 ${min} 项（当前 ${value.length} 项）`;
  if (max !== undefined && value.length > max) return `至多 ${max} 项（当前 ${value.length} 项）`;
  return undefined;
}

interface At {
  field: string;
  label: string;
}

const join = (at: At, key: string, schema: FieldSchema): At => ({
  field: at.field ? `${at.field}.${key}` : key,
  label: at.label ? `${at.label} · ${schema.title ?? key}` : (schema.title ?? key),
});

/** Problems of one value; `at` names where it sits. */
export function valueProblems(value: unknown, schema: FieldSchema, at: At): FieldProblem[] {
  const problem = (message: string): FieldProblem[] => [{ ...at, message }];
  if (value === undefined || value === null) return problem('缺少必填字段');
  if (schema.type === 'object' && schema.properties) {
    if (!isRecord(value)) return problem(`须为对象${now(value)}`);
    return objectProblems(value, schema, at);
  }
  if (schema.type === 'array' && schema.items) {
    if (!Array.isArray(value)) return problem(`须为列表${now(value)}`);
    const counted = listProblem(value, schema);
    if (counted) return problem(counted);
    const items = schema.items;
    return value.flatMap((item, i) =>
      valueProblems(item, items, { field: `${at.field}[${i}]`, label: `${at.label}[${i + 1}]` }),
    );
  }
  const message = scalarProblem(value, schema);
  return message ? problem(message) : [];
}

/** Problems of an object's listed fields, in the schema's order (extra keys are fine). */
export function objectProblems(
  value: Readonly<Record<string, unknown>>,
  schema: FieldSchema,
  at: At = { field: '', label: '' },
): FieldProblem[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, inner]) => {
    const present = Object.hasOwn(value, key) ? value[key] : undefined;
    // an optional key left empty (`subtitle:` in YAML is null) counts as absent
    if ((present === undefined || present === null) && !required.has(key)) return [];
    return valueProblems(present, inner, join(at, key, inner));
  });
}
