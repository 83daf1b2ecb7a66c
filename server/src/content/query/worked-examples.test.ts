import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadContent } from '../load-content';
import { FIXTURE_CONTENT } from '../test-support';
import { ContentQueryError, createContentQuery } from './index';

// docs/content-query.md part B §9, adapted to part A (POST bodies, the {code, msg} envelope is
// the route's job, 404 message '<path> not found').

const query = createContentQuery(loadContent(FIXTURE_CONTENT));
const run = (path: string, body: unknown = {}) => query.run(path, body);
const titles = (result: unknown) => (result as { title: string }[]).map((doc) => doc.title);

const NEWEST_FIRST = [
  'Writing Content',
  'NuxtJS: From Terminal to Browser',
  'Get Started with Nuxt',
  'Webpack Guide',
];

describe('worked examples of Nuxt Content v1 (part B §9)', () => {
  test('when /articles is asked with {}, then the 4 top-level articles come back in path order', () => {
    const list = run('/articles') as { path: string; text?: string }[];
    assert.deepEqual(
      list.map((doc) => doc.path),
      [
        '/articles/get-started',
        '/articles/nuxt-terminal-browser',
        '/articles/webpack-guide',
        '/articles/writing-content',
      ],
    );
    assert.ok(list.every((doc) => !('text' in doc)));
  });

  test('when sorted by date desc in any accepted shape, then titles come newest first', () => {
    for (const sortBy of [{ date: 'desc' }, [{ date: 'desc' }], 'date:desc', ['date:DESC']]) {
      const list = run('/articles', { sortBy, only: ['title'] });
      assert.deepEqual(titles(list), NEWEST_FIRST, JSON.stringify(sortBy));
      assert.ok((list as object[]).every((doc) => Object.keys(doc).join() === 'title'));
    }
  });

  test('when skip and limit are strings, then the second newest is answered', () => {
    const list = run('/articles', {
      skip: '1',
      limit: '1',
      sortBy: [{ date: 'desc' }],
      only: ['title'],
    });
    assert.deepEqual(list, [{ title: 'NuxtJS: From Terminal to Browser' }]);
  });

  test('when searching browser in all fields or in title, then only the terminal article matches', () => {
    const expected = [{ title: 'NuxtJS: From Terminal to Browser' }];
    assert.deepEqual(run('/articles', { search: { query: 'browser' }, only: ['title'] }), expected);
    assert.deepEqual(run('/articles', { search: 'browser', only: ['title'] }), expected);
    assert.deepEqual(
      run('/articles', { search: { query: 'title', value: 'browser' }, only: ['title'] }),
      expected,
    );
  });

  test('when filtering tags with $contains webpack, then the two webpack articles match', () => {
    const list = run('/articles', { where: { tags: { $contains: 'webpack' } }, only: ['title'] });
    assert.deepEqual(titles(list), ['NuxtJS: From Terminal to Browser', 'Webpack Guide']);
  });

  test('when a directory holds only sub-directories, then it lists [] and deep lists both newsletters', () => {
    assert.deepEqual(run('/articles/2020'), []);
    assert.deepEqual(titles(run('/articles/2020', { deep: true })), [
      'April Newsletter',
      'May Newsletter',
    ]);
  });

  test('when /home is asked, then one document comes back with v1 keys and without text', () => {
    const home = run('/home') as Record<string, unknown>;
    assert.equal(home.title, 'Home');
    assert.equal(home.dir, '/');
    assert.equal(home.path, '/home');
    assert.equal(home.slug, 'home');
    assert.equal(home.extension, '.md');
    assert.ok(Array.isArray(home.toc));
    assert.equal((home.body as { type: string }).type, 'root');
    assert.equal(typeof home.createdAt, 'string');
    assert.equal(typeof home.updatedAt, 'string');
    assert.ok(!('text' in home));
    assert.match(
      String((run('/home', { text: true }) as Record<string, unknown>).text),
      /home page/,
    );
  });

  test('when only title is asked of /home, then exactly { title: "Home" } comes back', () => {
    assert.deepEqual(run('/home', { only: ['title'] }), { title: 'Home' });
  });

  test('when the path does not exist, then a 404 says "/404 not found"', () => {
    assert.throws(
      () => run('/404'),
      (error: unknown) =>
        error instanceof ContentQueryError &&
        error.statusCode === 404 &&
        error.message === '/404 not found',
    );
  });

  test('when a JSON array file is asked, then it is a directory, and each item a document', () => {
    const authors = run('/authors', { only: ['slug', 'name'] });
    assert.deepEqual(authors, [
      { slug: 'atinux', name: 'Sébastien Chopin' },
      { slug: 'benjamincanac', name: 'Benjamin Canac' },
      { slug: 'pi0', name: 'Pooya Parsa' },
    ]);
    const atinux = run('/authors/atinux') as Record<string, unknown>;
    assert.equal(atinux.path, '/authors/atinux');
    assert.equal(atinux.extension, '.json');
  });

  test('when sorted by date desc, then surround of the first, the last and an unknown slug follow part A §10', () => {
    const base = { sortBy: { date: 'desc' }, only: ['title'] };
    const around = (slugOrPath: string) =>
      run('/articles', { ...base, surround: { slugOrPath } }) as ({ title: string } | null)[];
    assert.deepEqual(
      around('writing-content').map((d) => d?.title ?? null),
      [null, 'NuxtJS: From Terminal to Browser'],
    );
    assert.deepEqual(
      around('webpack-guide').map((d) => d?.title ?? null),
      ['Get Started with Nuxt', null],
    );
    assert.deepEqual(around('nope'), [null, null]);
    assert.deepEqual(around('/articles/nope'), [null, null]);
  });

  test('when two sub-directories hold the same slug, then the path form of surround tells them apart', () => {
    const body = (slugOrPath: string) => ({
      deep: true,
      sortBy: { date: 'asc' },
      only: ['title'],
      surround: { slugOrPath, options: { before: 1, after: 1 } },
    });
    const april = run('/articles', body('/articles/2020/04/newsletter')) as ({
      path: string;
    } | null)[];
    const may = run('/articles', body('/articles/2020/05/newsletter')) as ({
      path: string;
    } | null)[];
    assert.deepEqual(
      april.map((d) => d?.path ?? null),
      ['/articles/nuxt-terminal-browser', '/articles/2020/05/newsletter'],
    );
    assert.deepEqual(
      may.map((d) => d?.path ?? null),
      ['/articles/2020/04/newsletter', '/articles/writing-content'],
    );
  });

  test('when surround asks for two before and one after, then neighbours keep document order', () => {
    const list = run('/articles', {
      sortBy: { date: 'asc' },
      only: ['title'],
      surround: { slugOrPath: 'writing-content', options: { before: 2, after: 1 } },
    }) as ({ title: string } | null)[];
    assert.deepEqual(
      list.map((d) => d?.title ?? null),
      ['Get Started with Nuxt', 'NuxtJS: From Terminal to Browser', null],
    );
  });
});

describe('part A decisions on the worked content', () => {
  test('when a date range uses $gte and $lte together, then both bounds apply (part A §5)', () => {
    const list = run('/articles', {
      where: { date: { $gte: '2020-01-01', $lte: '2020-04-01' } },
      only: ['title'],
    });
    assert.deepEqual(titles(list), ['Get Started with Nuxt', 'NuxtJS: From Terminal to Browser']);
  });

  test('when a date is compared with an ISO string, then it compares chronologically (part A §4)', () => {
    const list = run('/articles', {
      where: { date: { $gt: '2020-03-10T00:00:00.000Z' } },
      only: ['date'],
    });
    assert.deepEqual(list, [{ date: '2020-06-20T00:00:00.000Z' }]);
  });

  test('when a nested field is filtered with dot notation, then it matches without registration', () => {
    const list = run('/articles', {
      where: { 'author.name': 'Sébastien Chopin' },
      only: ['title'],
    });
    assert.deepEqual(titles(list), ['Get Started with Nuxt', 'Writing Content']);
  });

  test('when sorting mixes numbers and number-like strings, then they sort numerically, missing last', () => {
    const list = run('/articles', { sortBy: { position: 'asc' }, only: ['title'] });
    assert.deepEqual(titles(list), [
      'Get Started with Nuxt',
      'Webpack Guide',
      'NuxtJS: From Terminal to Browser',
      'Writing Content',
    ]);
    const desc = run('/articles', { sortBy: { position: 'DESC' }, only: ['title'] });
    assert.deepEqual(titles(desc), [
      'NuxtJS: From Terminal to Browser',
      'Webpack Guide',
      'Get Started with Nuxt',
      'Writing Content',
    ]);
  });

  test('when only and without are empty arrays, then they are ignored (part A §7)', () => {
    assert.deepEqual(run('/articles', { only: [], without: [] }), run('/articles'));
  });

  test('when a field name contains an underscore, then it is a field, not a shorthand (part A §6)', () => {
    assert.deepEqual(
      run('/articles', { where: { published_at: { $exists: false } } }),
      run('/articles'),
    );
  });
});
