import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ContentQueryError, createContentQuery } from './index';
import { withRegexBudget } from './regex-budget';
import { memoryIndex } from './test-support/memory-index';

// Every way a body can be wrong answers 400 with a message naming the problem
// (docs/content-query.md part A §1, §2, §6, §10, §12), never another error.

const docs = memoryIndex([
  { title: 'a', n: 1, tags: ['x'] },
  { title: 'b', n: 2 },
]);
const query = createContentQuery(docs);

function rejects(body: unknown, message: RegExp, path = '/d'): void {
  assert.throws(
    () => query.run(path, body),
    (error: unknown) => {
      assert.ok(error instanceof ContentQueryError, `not a ContentQueryError: ${String(error)}`);
      assert.equal(error.statusCode, 400);
      assert.match(error.message, message);
      return true;
    },
    JSON.stringify(body),
  );
}

describe('content query validation', () => {
  test('when the body is not an object, then it is refused', () => {
    for (const body of [[], 'x', 1, true]) rejects(body, /请求体须为 JSON 对象/);
  });

  test('when a top-level key is unknown or an underscore shorthand, then it is refused by name', () => {
    rejects({ foo: 1 }, /不支持的查询参数 foo/);
    rejects({ tags_contains: 'x' }, /不支持的查询参数 tags_contains/);
    rejects({ __proto__x: 1 }, /__proto__x/);
  });

  test('when the body nests deeper than 8, then it is refused', () => {
    let where: unknown = { $eq: 1 };
    for (let i = 0; i < 8; i += 1) where = { $not: where };
    rejects({ where: { n: where } }, /嵌套超过 8 层/);
    assert.doesNotThrow(() => query.run('/d', { where: { n: { $not: { $not: { $in: [1] } } } } }));
  });

  test('when $where or another code operator appears anywhere, then it is refused', () => {
    rejects({ where: { $where: 'return true' } }, /不允许使用 \$where/);
    rejects({ where: { n: { $where: 'x' } } }, /不允许使用 \$where/);
    rejects({ where: { $or: [{ n: { $function: {} } }] } }, /不允许使用 \$function/);
  });

  test('when an operator is unknown or misplaced, then the message names it and its place', () => {
    rejects({ where: { n: { $foo: 1 } } }, /where\.n\.\$foo: 不支持的运算符 \$foo/);
    rejects({ where: { $eq: 1 } }, /\$eq 只能用在字段条件里/);
    rejects({ where: { author: { name: 'x' } } }, /点号写法/);
    rejects({ where: { tags: ['x'] } }, /不能直接用数组比较/);
  });

  test('when an operator argument has the wrong type, then it is refused', () => {
    rejects({ where: { n: { $gt: {} } } }, /where\.n\.\$gt: 参数须为/);
    rejects({ where: { n: { $in: 1 } } }, /参数须为数组/);
    rejects({ where: { n: { $between: [1] } } }, /下限, 上限/);
    rejects({ where: { n: { $keyin: [] } } }, /参数须为对象/);
    rejects({ where: { n: { $size: 'x' } } }, /数字或运算符对象/);
    rejects({ where: { n: { $finite: 1 } } }, /布尔值/);
    rejects({ where: { n: { $icontains: 1 } } }, /\$icontains 参数须为字符串/);
    rejects({ where: { n: { $type: 1 } } }, /类型名/);
    rejects({ where: { $and: {} } }, /查询对象的数组/);
    rejects({ where: 'x' }, /where: 须为对象/);
  });

  test('when a regular expression is long, unsafe, invalid or uses other flags, then it is refused', () => {
    rejects({ where: { title: { $regex: 'a'.repeat(201) } } }, /过长/);
    rejects({ where: { title: { $regex: '(a+)+$' } } }, /灾难性回溯/);
    rejects({ where: { title: { $regex: '(' } } }, /不是合法的正则表达式/);
    rejects({ where: { title: { $regex: ['a', 'g'] } } }, /不支持 'g'/);
    rejects({ where: { title: { $regex: ['a', 'y'] } } }, /不支持 'y'/);
    rejects({ where: { title: { $regex: 5 } } }, /\$regex 须为/);
    assert.doesNotThrow(() => query.run('/d', { where: { title: { $regex: ['^A', 'imsu'] } } }));
  });

  test('when a pattern would backtrack exponentially in a backtracking engine, then RE2 answers it', () => {
    const text = `${'a'.repeat(40)}!`;
    const slow = createContentQuery(memoryIndex([{ title: text }, { title: 'ab' }]));
    assert.deepEqual(
      (
        slow.run('/d', { where: { title: { $regex: ['(a|a)*b', 'i'] } } }) as { title: string }[]
      ).map((doc) => doc.title),
      ['ab'],
    );
    assert.deepEqual(slow.run('/d', { where: { title: { $regex: '(?:.|..)+\\u0001' } } }), []);
  });

  test('when a pattern needs what RE2 lacks or repeats too often, then it is a 400 that says so', () => {
    rejects({ where: { title: { $regex: '(a)\\1' } } }, /不支持反向引用/);
    rejects({ where: { title: { $regex: 'a(?=b)' } } }, /不支持环视断言/);
    rejects({ where: { title: { $regex: '(?<!a)b' } } }, /不支持环视断言/);
    rejects({ where: { title: { $regex: '[a-z]{101}' } } }, /重复次数合计不能超过 100/);
    rejects({ where: { title: { $regex: 'x{2,500}' } } }, /重复次数合计不能超过 100/);
    rejects({ where: { title: { $regex: '.{60}x{41}' } } }, /重复次数合计不能超过 100/);
    assert.doesNotThrow(() =>
      query.run('/d', { where: { title: { $regex: '(?<y>\\d{4})-\\d{2}' } } }),
    );
  });

  test('when work under the regex budget runs too long, then it is stopped with a 400', () => {
    assert.throws(
      () =>
        withRegexBudget(() => {
          for (;;) {
            // spins until the budget stops it
          }
        }, 50),
      (error: unknown) =>
        error instanceof ContentQueryError &&
        error.statusCode === 400 &&
        /执行超时/.test(error.message),
    );
  });

  test('when skip or limit is negative or not a whole number, then it is refused', () => {
    rejects({ skip: -1 }, /skip: 不能为负数/);
    rejects({ limit: '-5' }, /limit: 不能为负数/);
    rejects({ limit: 1.5 }, /limit: 须为非负整数/);
    rejects({ skip: 'abc' }, /skip: 须为非负整数/);
    rejects({ limit: true }, /limit: 须为非负整数/);
  });

  test('when limit is above 1000, then it is clamped to 1000', () => {
    const many = createContentQuery(
      memoryIndex(Array.from({ length: 1200 }, (_, i) => ({ n: i }))),
    );
    assert.equal((many.run('/d', { limit: 5000 }) as unknown[]).length, 1000);
    assert.equal((many.run('/d', {}) as unknown[]).length, 1200);
  });

  test('when only, without, sortBy, deep or text have the wrong type, then they are refused', () => {
    rejects({ only: [1] }, /only: 须为字段名/);
    rejects({ without: {} }, /without: 须为字段名/);
    rejects({ sortBy: 5 }, /sortBy: 须为/);
    rejects({ sortBy: [[1]] }, /sortBy\[0\]/);
    rejects({ sortBy: { '': 'asc' } }, /排序字段须为非空字符串/);
    rejects({ deep: 'yes' }, /deep: 须为布尔值/);
    rejects({ text: 1 }, /text: 须为布尔值/);
  });

  test('when search is a raw engine query or names an unknown field, then it is refused', () => {
    rejects({ search: { query: { type: 'match', field: 'title', value: 'a' } } }, /原始查询对象/);
    rejects({ search: { query: 'body', value: 'a' } }, /单字段搜索的字段/);
    rejects({ search: { query: 'a', other: 1 } }, /不支持的键 other/);
    rejects({ search: 5 }, /search: 须为字符串/);
    rejects({ search: 'x'.repeat(201) }, /搜索词过长/);
  });

  test('when surround is malformed or used in file mode, then it is refused', () => {
    rejects({ surround: 'p000' }, /surround: 须为/);
    rejects({ surround: { slugOrPath: '' } }, /slugOrPath/);
    rejects(
      { surround: { slugOrPath: 'p000', options: { before: -1 } } },
      /before: 须为 0 到 1000/,
    );
    rejects({ surround: { slugOrPath: 'p000', options: { around: 1 } } }, /不支持的键 around/);
    rejects({ surround: { slugOrPath: 'p000' } }, /只能用于目录查询/, '/d/p000');
  });

  test('when a value is falsy, then v1 ignores it', () => {
    const all = query.run('/d', {});
    for (const body of [
      { skip: 0 },
      { limit: 0 },
      { limit: '' },
      { search: '' },
      { sortBy: '' },
      { where: null },
      { surround: null },
    ]) {
      assert.deepEqual(query.run('/d', body), all, JSON.stringify(body));
    }
  });
});
