import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadContent } from '../../load-content';
import { FIXTURE_CONTENT } from '../../test-support';
import { createContentQuery } from '../index';
import { memoryIndex } from '../test-support/memory-index';
import { fuzzyPrefixMatch } from './fuzzy';
import { tokenize } from './tokenize';

// Search (docs/content-query.md part A §9, part B §6): Chinese words, model numbers, v1's typo
// tolerance for Latin words, the two `search` forms, BM25 order unless sortBy is given.

const query = createContentQuery(loadContent(FIXTURE_CONTENT));
const paths = (search: unknown, extra: Record<string, unknown> = {}) =>
  (query.run('/', { deep: true, search, only: ['path'], ...extra }) as { path: string }[]).map(
    (doc) => doc.path,
  );

describe('search tokeniser', () => {
  test('when Chinese text is tokenised, then it is cut into words, not whitespace runs', () => {
    const terms = tokenize('弹性裸金属服务').map((token) => token.term);
    assert.ok(terms.length > 1, terms.join('|'));
    assert.ok(terms.includes('弹性'), terms.join('|'));
  });

  test('when model numbers and joined keys are tokenised, then they are lower-cased with their parts', () => {
    const tokens = tokenize('CONFLUX-2200E conflux2200E ＤＰＵ');
    assert.deepEqual(
      tokens.map((token) => token.term),
      ['conflux', '2200e', 'conflux2200e', 'dpu'],
    );
    assert.deepEqual(tokens[2]?.parts, ['conflux', '2200e']);
  });
});

describe('typo-tolerant prefix match (part B §6 worked checks)', () => {
  test('when the query is a prefix or one edit away from a prefix, then it matches', () => {
    assert.ok(fuzzyPrefixMatch('brow', 'browser'));
    assert.ok(fuzzyPrefixMatch('browser', 'browsers'));
    assert.ok(fuzzyPrefixMatch('browser', 'bowser'));
    assert.ok(fuzzyPrefixMatch('br', 'bx'));
    assert.ok(fuzzyPrefixMatch('b', 'b'));
    assert.ok(fuzzyPrefixMatch('wbepack', 'webpack'), 'adjacent transposition');
  });

  test('when the token is shorter or the first letter differs, then it does not match', () => {
    assert.ok(!fuzzyPrefixMatch('browser', 'brow'));
    assert.ok(!fuzzyPrefixMatch('browser', 'crowser'));
    assert.ok(!fuzzyPrefixMatch('br', 'b'));
    assert.ok(!fuzzyPrefixMatch('webpack', 'weblog'));
  });
});

describe('search over the fixture content', () => {
  test('when searching 智能网卡, then the Chinese news item and the product are found', () => {
    assert.deepEqual(paths('智能网卡').sort(), ['/news/dpu-launch', '/products/conflux2200E']);
  });

  test('when searching 弹性 or 网卡, then the document containing it is found', () => {
    assert.deepEqual(paths('弹性'), ['/news/dpu-launch']);
    assert.ok(paths('网卡').includes('/news/dpu-launch'));
    assert.deepEqual(paths('零信任'), ['/news/security-summit']);
  });

  test('when two Chinese words are searched, then both must be in one field', () => {
    assert.deepEqual(paths('弹性 裸金属'), ['/news/dpu-launch']);
    assert.deepEqual(paths('弹性 峰会'), []);
  });

  test('when searching a model number in any spelling, then the product ranks first', () => {
    for (const text of ['2200E', '2200e', 'conflux-2200e', 'CONFLUX 2200E', 'conflux2200e']) {
      const found = paths(text);
      assert.equal(found[0], '/products/conflux2200E', text);
      assert.ok(found.includes('/news/dpu-launch'), text);
    }
  });

  test('when a model number has a different suffix, then it does not match by typo tolerance', () => {
    assert.deepEqual(paths('2200P'), []);
  });

  test('when a Latin word has a typo, then it still matches', () => {
    assert.deepEqual(paths('webpak'), [
      '/articles/webpack-guide',
      '/articles/nuxt-terminal-browser',
    ]);
    assert.deepEqual(paths('installaton'), ['/articles/get-started']);
    assert.deepEqual(paths('browzer'), ['/articles/nuxt-terminal-browser']);
  });

  test('when single-field search lists several words, then any of them matches (OR)', () => {
    const found = paths({ query: 'title', value: 'webpack newsletter' });
    assert.deepEqual(found.sort(), [
      '/articles/2020/04/newsletter',
      '/articles/2020/05/newsletter',
      '/articles/webpack-guide',
    ]);
  });

  test('when tags hold the word, then the tags field is searched too', () => {
    assert.deepEqual(paths({ query: 'tags', value: '产品发布' }), ['/news/dpu-launch']);
  });

  test('when sortBy is given, then it replaces the relevance order', () => {
    assert.deepEqual(paths('webpak', { sortBy: { date: 'desc' } }), [
      '/articles/nuxt-terminal-browser',
      '/articles/webpack-guide',
    ]);
  });

  test('when where is given, then search only ranks the documents it kept', () => {
    assert.deepEqual(paths('2200E', { where: { extension: '.md' } }), ['/news/dpu-launch']);
  });

  test('when the search text has no words, then nothing matches', () => {
    assert.deepEqual(paths('！!  '), []);
  });
});

describe('ranking', () => {
  test('when one document uses the word more densely, then it ranks above the other (BM25)', () => {
    const index = memoryIndex([
      { title: '网络安全', text: '介绍一款产品。'.repeat(20) + '加密' },
      { title: '加密加速', text: '加密 加密 加密，硬件加密卸载。' },
    ]);
    const found = createContentQuery(index).run('/d', { search: '加密', only: ['title'] });
    assert.deepEqual(found, [{ title: '加密加速' }, { title: '网络安全' }]);
  });

  test('when one word matches exactly and another only by typo, then the exact one ranks first', () => {
    const index = memoryIndex([{ title: 'bowser tools' }, { title: 'browser tools' }]);
    const found = createContentQuery(index).run('/d', { search: 'browser', only: ['title'] });
    assert.deepEqual(found, [{ title: 'browser tools' }, { title: 'bowser tools' }]);
  });
});
