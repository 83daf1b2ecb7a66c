// A deliberately plain reference of the query semantics (docs/content-query.md part A over part
// B), written for reading, not speed: it interprets the body directly where the engine
// compiles it. Property tests hold the engine to it. Search is not covered here (it has
// its own example tests). Inputs are assumed valid.

type Doc = Record<string, unknown>;
type Query = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function lookup(value: unknown, segments: string[]): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(value)) {
    if (/^(0|[1-9][0-9]*)$/.test(head)) return lookup(value[Number(head)], rest);
    const leaves = value
      .map((element) => lookup(element, segments))
      .flatMap((leaf) => (leaf === undefined ? [] : Array.isArray(leaf) ? leaf : [leaf]));
    return leaves.length > 0 ? leaves : undefined;
  }
  if (isObject(value) && Object.hasOwn(value, head)) return lookup(value[head], rest);
  return undefined;
}

export function refGet(doc: Doc, field: string): unknown {
  if (Object.hasOwn(doc, field)) return doc[field];
  return field.includes('.') ? lookup(doc, field.split('.')) : undefined;
}

function contains(a: unknown, item: unknown): boolean {
  if (typeof a === 'string') return a.indexOf(String(item)) !== -1;
  if (Array.isArray(a)) return a.indexOf(item) !== -1;
  if (isObject(a)) return Object.keys(a).includes(String(item));
  return false;
}

function typeName(v: unknown): string {
  return Array.isArray(v) ? 'array' : typeof v;
}

function matchOperator(a: unknown, op: string, arg: unknown): boolean {
  const items = Array.isArray(arg) ? arg : [arg];
  const x = a as number;
  const y = arg as number;
  switch (op) {
    case '$eq':
      return a === arg;
    case '$ne':
      return a !== arg;
    case '$gt':
      return isScalar(a) && x > y;
    case '$gte':
      return isScalar(a) && x >= y;
    case '$lt':
      return isScalar(a) && x < y;
    case '$lte':
      return isScalar(a) && x <= y;
    case '$between': {
      const [low, high] = arg as [number, number];
      return a !== null && a !== undefined && isScalar(a) && x >= low && x <= high;
    }
    case '$in':
      return (arg as unknown[]).indexOf(a) !== -1;
    case '$nin':
      return (arg as unknown[]).indexOf(a) === -1;
    case '$keyin':
      return Object.keys(arg as object).includes(String(a));
    case '$nkeyin':
      return !Object.keys(arg as object).includes(String(a));
    case '$definedin':
      return Object.keys(arg as object).includes(String(a));
    case '$undefinedin':
      return !Object.keys(arg as object).includes(String(a));
    case '$regex': {
      const [pattern, flags] = Array.isArray(arg) ? arg : [arg, ''];
      return new RegExp(pattern as string, flags as string).test(String(a));
    }
    case '$contains':
      return (
        ['string', 'object'].includes(typeof a) && a !== null && items.every((i) => contains(a, i))
      );
    case '$containsAny':
      return (
        ['string', 'object'].includes(typeof a) && a !== null && items.some((i) => contains(a, i))
      );
    case '$containsNone':
      return !(
        ['string', 'object'].includes(typeof a) &&
        a !== null &&
        items.some((i) => contains(a, i))
      );
    case '$type':
      return isObject(arg) ? matchCondition(typeName(a), arg) : typeName(a) === arg;
    case '$finite':
      return isFinite(a as number) === arg;
    case '$size':
      return Array.isArray(a) && (isObject(arg) ? matchCondition(a.length, arg) : a.length === arg);
    case '$len':
      return (
        typeof a === 'string' && (isObject(arg) ? matchCondition(a.length, arg) : a.length === arg)
      );
    case '$not':
      return !matchCondition(a, arg);
    case '$and':
      return (arg as unknown[]).every((c) => matchCondition(a, c));
    case '$or':
      return (arg as unknown[]).some((c) => matchCondition(a, c));
    case '$exists':
      return arg ? a !== undefined : a === undefined;
    case '$icontains':
      return String(a)
        .toLowerCase()
        .includes((arg as string).toLowerCase());
    default:
      throw new Error(`reference: unknown operator ${op}`);
  }
}

export function matchCondition(value: unknown, condition: unknown): boolean {
  if (!isObject(condition)) return value === condition;
  return Object.entries(condition).every(([op, arg]) => matchOperator(value, op, arg));
}

export function matchQuery(doc: Doc, query: Query): boolean {
  return Object.entries(query).every(([key, value]) => {
    if (key === '$and') return (value as Query[]).every((q) => matchQuery(doc, q));
    if (key === '$or') return (value as Query[]).some((q) => matchQuery(doc, q));
    if (key === '$not') return !matchQuery(doc, value as Query);
    return matchCondition(refGet(doc, key), value);
  });
}

// --- sorting: part A §8 --------------------------------------------------------------

function codePoints(s: string): number[] {
  return Array.from(s, (c) => c.codePointAt(0) as number);
}

function compareArrays(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  }
  return a.length - b.length;
}

function classify(v: unknown): [number, number | number[]] | undefined {
  if (v === undefined || v === null || (typeof v === 'number' && isNaN(v))) return undefined;
  if (typeof v === 'number') return [0, v];
  if (typeof v === 'string') {
    const numeric = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(v);
    return numeric ? [0, Number(v)] : [1, codePoints(v)];
  }
  if (typeof v === 'boolean') return [2, v ? 1 : 0];
  return [3, codePoints(JSON.stringify(v))];
}

function compareOne(a: unknown, b: unknown, desc: boolean): number {
  const ca = classify(a);
  const cb = classify(b);
  if (!ca || !cb) return !ca && !cb ? 0 : !ca ? 1 : -1;
  let order = ca[0] - cb[0];
  if (order === 0) {
    order = Array.isArray(ca[1])
      ? compareArrays(ca[1], cb[1] as number[])
      : Math.sign((ca[1] as number) - (cb[1] as number));
  }
  return desc ? -order : order;
}

export type RefSortKey = [field: string, desc: boolean];

/** Insertion sort: stable by construction. */
export function refSort(docs: Doc[], keys: RefSortKey[]): Doc[] {
  const out: Doc[] = [];
  for (const doc of docs) {
    let at = out.length;
    while (at > 0) {
      const previous = out[at - 1] as Doc;
      let order = 0;
      for (const [field, desc] of keys) {
        order = compareOne(refGet(previous, field), refGet(doc, field), desc);
        if (order !== 0) break;
      }
      if (order <= 0) break;
      at -= 1;
    }
    out.splice(at, 0, doc);
  }
  return out;
}

// --- the rest of the pipeline ---------------------------------------------------------

export interface RefBody {
  where?: Query;
  sortBy?: RefSortKey[];
  skip?: number;
  limit?: number;
  only?: string[];
  without?: string[];
  text?: boolean;
  surround?: { slugOrPath: string; before: number; after: number };
}

export function refRun(docs: Doc[], body: RefBody): unknown {
  let list = docs.filter((doc) => matchQuery(doc, body.where ?? {}));
  if (body.sortBy?.length) list = refSort(list, body.sortBy);
  if (body.skip) list = list.slice(body.skip);
  if (body.limit) list = list.slice(0, Math.min(body.limit, 1000));
  const key = body.surround
    ? body.surround.slugOrPath.startsWith('/')
      ? 'path'
      : 'slug'
    : undefined;
  const shaped = list.map((doc) => {
    const out: Doc = {};
    for (const [k, v] of Object.entries(doc)) {
      if (k === 'meta') continue;
      if (body.without?.length && body.without.includes(k) && k !== key) continue;
      if (body.only?.length && !body.only.includes(k) && k !== key) continue;
      if (!body.text && k === 'text') continue;
      out[k] = v;
    }
    return out;
  });
  if (!body.surround) return shaped;
  const { slugOrPath, before, after } = body.surround;
  const i = shaped.findIndex((doc) => doc[key as string] === slugOrPath);
  const around: (Doc | null)[] = [];
  for (let k = i - before; k < i; k++) around.push(i !== -1 && k >= 0 ? (shaped[k] as Doc) : null);
  for (let k = i + 1; k <= i + after; k++) around.push(i !== -1 ? (shaped[k] ?? null) : null);
  return around;
}
