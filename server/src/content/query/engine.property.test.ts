import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { createContentQuery } from './index';
import { bodyCase, doc } from './test-support/arbitraries';
import { memoryIndex } from './test-support/memory-index';
import { fuzzRuns } from '../../../test/fuzz';
import { refRun, refSort, type RefSortKey } from './test-support/reference';

// The engine against the plain reference (test-support/reference.ts) on generated
// documents and bodies: where, sortBy, skip, limit, only, without, text and surround.

const runs = fuzzRuns(200);
const docs = fc.array(doc, { maxLength: 14 });

function engineAndReference(fields: Record<string, unknown>[]) {
  const index = memoryIndex(fields);
  return {
    query: createContentQuery(index),
    documents: index.documents as Record<string, unknown>[],
  };
}

describe('content query engine, property-based against the reference', () => {
  test('when any valid body runs on any documents, then the answer equals the reference', () => {
    fc.assert(
      fc.property(docs, bodyCase, (fields, { body, ref }) => {
        const { query, documents } = engineAndReference(fields);
        assert.deepStrictEqual(query.run('/d', body), refRun(documents, ref));
      }),
      { numRuns: runs },
    );
  });

  test('when only where is given, then the result is the matching documents in natural order', () => {
    fc.assert(
      fc.property(docs, bodyCase, (fields, { body, ref }) => {
        const { query, documents } = engineAndReference(fields);
        const paths = (
          query.run('/d', { where: body.where, only: ['path'] }) as { path: string }[]
        ).map((d) => d.path);
        const expected = (
          refRun(documents, { where: ref.where, only: ['path'] }) as { path: string }[]
        ).map((d) => d.path);
        assert.deepStrictEqual(paths, expected);
        assert.deepStrictEqual(paths, [...paths].sort());
      }),
      { numRuns: runs },
    );
  });

  test('when sorting, then missing values come last both ways and equal keys keep their order', () => {
    const key = fc.constantFrom('n', 's', 'title', 'author.age', 'items.k');
    fc.assert(
      fc.property(docs, key, fc.boolean(), (fields, field, desc) => {
        const { query, documents } = engineAndReference(fields);
        const body = { sortBy: [{ [field]: desc ? 'desc' : 'asc' }], only: ['path'] };
        const got = (query.run('/d', body) as { path: string }[]).map((d) => d.path);
        const keys: RefSortKey[] = [[field, desc]];
        assert.deepStrictEqual(
          got,
          refSort(documents, keys).map((d) => d.path),
        );
        const present = (p: string) => {
          const value = documents.find((d) => d.path === p)?.[field];
          return value !== undefined && value !== null;
        };
        const firstMissing = got.findIndex((p) => !present(p));
        if (firstMissing !== -1) assert.ok(got.slice(firstMissing).every((p) => !present(p)));
      }),
      { numRuns: runs },
    );
  });

  test('when skip and limit page a sorted list, then the pages concatenate to the whole list', () => {
    fc.assert(
      fc.property(docs, fc.integer({ min: 1, max: 5 }), (fields, size) => {
        const { query } = engineAndReference(fields);
        const base = { sortBy: { s: 'desc' }, only: ['path'] };
        const whole = query.run('/d', base) as unknown[];
        const pages: unknown[] = [];
        for (let skip = 0; skip < whole.length; skip += size) {
          pages.push(...(query.run('/d', { ...base, skip, limit: size }) as unknown[]));
        }
        assert.deepStrictEqual(pages, whole);
      }),
      { numRuns: runs },
    );
  });

  test('when surround uses the defaults, then it answers [previous, next] of the sorted list', () => {
    fc.assert(
      fc.property(docs, fc.nat(20), (fields, pick) => {
        const { query } = engineAndReference(fields);
        const list = query.run('/d', { sortBy: { n: 'asc' }, only: ['slug'] }) as {
          slug: string;
        }[];
        const target = list[pick % Math.max(list.length, 1)];
        if (!target) return;
        const i = list.indexOf(target);
        const around = query.run('/d', {
          sortBy: { n: 'asc' },
          only: ['slug'],
          surround: { slugOrPath: target.slug },
        });
        assert.deepStrictEqual(around, [list[i - 1] ?? null, list[i + 1] ?? null]);
      }),
      { numRuns: runs },
    );
  });
});
