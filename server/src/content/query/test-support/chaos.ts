import fc from 'fast-check';
import { BODY_KEYS } from '../parse-body';
import { OPERATORS } from '../where/operators';
import { where as validWhere } from './arbitraries';

// Hostile bodies for fuzzing: valid keys with wrong or random values, real and unknown
// operators nested at random depth, raw text that is not JSON, odd paths.

const operatorNames = [...Object.keys(OPERATORS), '$where', '$function', '$foo', '$', '$$and'];
const key = fc.oneof(
  fc.constantFrom(...operatorNames),
  fc.constantFrom('title', 'date', 'tags', 'author.name', '__proto__', 'constructor', 'a.0.b'),
  fc.string({ maxLength: 6 }),
);
const regexish = fc.constantFrom('(a+)+', '(a|a)*b', '[', '.*', '^\\p{L}', '\\', 'a{99999}');

const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }),
    regexish,
    fc.array(tie('tree'), { maxLength: 3 }),
    fc.dictionary(key, tie('tree'), { maxKeys: 3 }),
  ),
}));

/** Mostly a plausible value, sometimes anything: so one bad key does not hide the rest. */
const usually = <T>(plausible: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 15, arbitrary: plausible }, { weight: 1, arbitrary: tree });

const field = fc.constantFrom('title', 'date', 'tags', 'author.name', 'slug', 'position');

export const plausibleBody = fc.record(
  {
    where: fc.oneof(
      { weight: 3, arbitrary: validWhere },
      fc.dictionary(key, tree, { maxKeys: 3 }),
      fc.dictionary(field, fc.dictionary(fc.constantFrom(...operatorNames), tree, { maxKeys: 2 }), {
        maxKeys: 2,
      }),
    ),
    sortBy: usually(
      fc.array(fc.dictionary(field, fc.constantFrom('asc', 'desc', 'DESC')), { maxLength: 2 }),
    ),
    skip: usually(fc.integer({ min: 0, max: 5 })),
    limit: usually(fc.integer({ min: 0, max: 5 })),
    only: usually(fc.array(field, { maxLength: 3 })),
    without: usually(fc.array(field, { maxLength: 3 })),
    search: usually(
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('智能网卡', 'browser', 'webpak', '2200E', 'b', '弹'),
        fc.record(
          { query: fc.oneof(field, fc.string()), value: fc.string({ maxLength: 8 }) },
          { requiredKeys: ['query'] },
        ),
      ),
    ),
    surround: usually(
      fc.record(
        {
          slugOrPath: fc.constantFrom('home', 'get-started', '/articles/webpack-guide', 'x'),
          options: fc.record({ before: fc.nat(3), after: fc.nat(3) }, { requiredKeys: [] }),
        },
        { requiredKeys: ['slugOrPath'] },
      ),
    ),
    deep: usually(fc.boolean()),
    text: usually(fc.boolean()),
  },
  { requiredKeys: [] },
);

export const chaoticBody = fc.oneof(
  { weight: 1, arbitrary: fc.jsonValue() },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...BODY_KEYS), key), tree, { maxKeys: 6 }),
  },
  { weight: 4, arbitrary: plausibleBody },
);

export const contentPath = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '/',
      '/articles',
      '/articles/2020',
      '/home',
      '/authors',
      '/authors/atinux',
      '/nope',
    ),
  },
  fc.string({ maxLength: 12 }).map((s) => `/${s}`),
);
