import fc from 'fast-check';
import type { RefBody, RefSortKey } from './reference';

// Generators for the property tests: small documents whose values collide often
// (number-like strings, astral characters, missing fields, arrays, nested objects), and
// valid query bodies paired with the reference's reading of them.

export const scalar = fc.oneof(
  fc.integer({ min: -5, max: 20 }),
  fc.double({ min: -10, max: 10, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('10', '9', '-3.5', '1e3', '007', '', 'a', 'B', 'b', 'abc', 'Abc'),
  fc.constantFrom('𝒜', '\uFFFD', 'é', '中文', 'undefined', 'x1', ' 1'),
  fc.boolean(),
  fc.constant(null),
);

const word = fc.constantFrom('a', 'b', 'c', '10', '9', 'Ab');

export const doc = fc.record(
  {
    title: fc.oneof(word, scalar),
    n: scalar,
    s: scalar,
    tags: fc.array(word, { maxLength: 3 }),
    author: fc.record(
      { name: word, age: fc.integer({ min: 0, max: 5 }) },
      { requiredKeys: [], noNullPrototype: true },
    ),
    items: fc.array(fc.record({ k: scalar }, { requiredKeys: [], noNullPrototype: true }), {
      maxLength: 3,
    }),
    text: fc.constantFrom('raw markdown', 'Abc'),
    meta: fc.constant('never returned'),
  },
  { requiredKeys: [], noNullPrototype: true },
);

export const FIELDS = [
  'title',
  'n',
  's',
  'tags',
  'author',
  'author.name',
  'author.age',
  'items.k',
  'items.0.k',
  'missing',
  'slug',
  'path',
  'tags.0',
  'text',
];
const field = fc.constantFrom(...FIELDS);
const commonField = fc.constantFrom('title', 'n', 's', 'tags', 'author.name', 'items.k');

const keyObject = fc.dictionary(
  fc.constantFrom('a', 'b', '10', 'x', 'true', 'undefined', 'null'),
  scalar,
  {
    maxKeys: 4,
    noNullPrototype: true,
  },
);

type Arb = fc.Arbitrary<unknown>;

function operator(nested: Arb | undefined): Arb {
  const leaf: [string, Arb][] = [
    ['$eq', scalar],
    ['$ne', scalar],
    ['$gt', scalar],
    ['$gte', scalar],
    ['$lt', scalar],
    ['$lte', scalar],
    ['$between', fc.tuple(scalar, scalar)],
    ['$in', fc.array(scalar, { maxLength: 4 })],
    ['$nin', fc.array(scalar, { maxLength: 4 })],
    ['$keyin', keyObject],
    ['$nkeyin', keyObject],
    ['$definedin', keyObject],
    ['$undefinedin', keyObject],
    [
      '$regex',
      fc.constantFrom('^a', 'b', '[0-9]', 'undefined', '.', '^$', ['^A', 'i'], ['c$', 'im']),
    ],
    ['$contains', fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }))],
    ['$containsAny', fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }))],
    ['$containsNone', fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }))],
    [
      '$type',
      fc.oneof(
        fc.constantFrom('string', 'number', 'array', 'object', 'boolean', 'undefined'),
        fc.constant({ $in: ['string', 'number'] }),
      ),
    ],
    ['$finite', fc.boolean()],
    [
      '$size',
      fc.oneof(fc.integer({ min: 0, max: 3 }), fc.record({ $gt: fc.integer({ min: 0, max: 2 }) })),
    ],
    [
      '$len',
      fc.oneof(fc.integer({ min: 0, max: 3 }), fc.record({ $lte: fc.integer({ min: 0, max: 2 }) })),
    ],
    ['$exists', fc.boolean()],
    ['$icontains', fc.constantFrom('a', 'B', 'undef', '', '中')],
  ];
  const all = nested
    ? [
        ...leaf,
        ['$not', nested] as [string, Arb],
        ['$and', fc.array(nested, { maxLength: 2 })] as [string, Arb],
        ['$or', fc.array(nested, { maxLength: 2 })] as [string, Arb],
      ]
    : leaf;
  // Broad operators weigh more, so that generated queries often split the documents.
  const broad = new Set(['$gt', '$lt', '$ne', '$exists', '$type', '$in', '$nin', '$not', '$or']);
  return fc.oneof(
    ...all.map(([name, arg]) => ({
      weight: broad.has(name) ? 4 : 1,
      arbitrary: arg.map((value) => ({ [name]: value })),
    })),
  );
}

function operatorObject(nested: Arb | undefined): Arb {
  return fc
    .array(operator(nested), { minLength: 1, maxLength: 3 })
    .map((ops) => Object.assign({}, ...ops));
}

const simpleCondition = fc.oneof(scalar, operatorObject(undefined));
export const condition = fc.oneof(
  { weight: 1, arbitrary: scalar },
  { weight: 3, arbitrary: operatorObject(simpleCondition) },
);

const simpleQuery = fc.dictionary(field, simpleCondition, { maxKeys: 2, noNullPrototype: true });
const combined = fc
  .tuple(
    fc.dictionary(field, condition, { maxKeys: 2, noNullPrototype: true }),
    fc.option(fc.constantFrom('$and', '$or'), { nil: undefined }),
    fc.array(simpleQuery, { maxLength: 3 }),
    fc.option(simpleQuery, { nil: undefined, freq: 2 }),
  )
  .map(([fields, combinator, list, negated]) => ({
    ...fields,
    ...(combinator ? { [combinator]: list } : {}),
    ...(negated ? { $not: negated } : {}),
  }));

// Mostly one condition, so that many queries keep some documents and drop others.
export const where: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(commonField, condition).map(([f, c]) => ({ [f]: c })) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 3, arbitrary: combined },
);

const direction = fc.constantFrom('asc', 'desc', 'DESC', 'Desc', 'x', 1);

export interface BodyCase {
  body: Record<string, unknown>;
  ref: RefBody;
}

export const bodyCase: fc.Arbitrary<BodyCase> = fc
  .record(
    {
      where,
      sortBy: fc.array(fc.tuple(field, direction), { maxLength: 3 }),
      skip: fc.integer({ min: 0, max: 12 }),
      limit: fc.integer({ min: 0, max: 12 }),
      countAsString: fc.boolean(),
      only: fc.subarray([...FIELDS, 'meta', 'dir', 'extension']),
      without: fc.subarray([...FIELDS, 'meta', 'dir', 'extension']),
      text: fc.boolean(),
      surround: fc.record({
        slugOrPath: fc.constantFrom('p000', 'p001', 'p005', '/d/p002', 'nope', '/d/p999'),
        before: fc.integer({ min: 0, max: 3 }),
        after: fc.integer({ min: 0, max: 3 }),
      }),
    },
    { requiredKeys: ['where'], noNullPrototype: true },
  )
  .map((c) => {
    const count = (n: number | undefined) => (c.countAsString && n !== undefined ? String(n) : n);
    const body: Record<string, unknown> = { where: c.where };
    if (c.sortBy) body.sortBy = c.sortBy.map(([f, d]) => ({ [f]: d }));
    if (c.skip !== undefined) body.skip = count(c.skip);
    if (c.limit !== undefined) body.limit = count(c.limit);
    if (c.only) body.only = c.only;
    if (c.without) body.without = c.without;
    if (c.text !== undefined) body.text = c.text;
    if (c.surround) {
      const { slugOrPath, before, after } = c.surround;
      body.surround = { slugOrPath, options: { before, after } };
    }
    const sortBy: RefSortKey[] | undefined = c.sortBy?.map(([f, d]) => [
      f,
      d === 'desc' || d === 'DESC' || d === 'Desc',
    ]);
    return { body, ref: { ...c, sortBy } };
  });
