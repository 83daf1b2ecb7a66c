import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { ContentLoadError, isoDate, loadContent, type ParseCache } from './load-content';
import { contentDirOf } from './test-support';

// The document model of docs/content-query.md part B §8 with part A §3 (natural order) and §4
// (ISO dates).

const roots: string[] = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const contentDir = (files: Record<string, string>) => contentDirOf(files, roots);

describe('loadContent', () => {
  test('when files and folders interleave, then documents are in path order by code point, ties in file order', () => {
    const root = contentDir({
      'b.md': '# b',
      'a.yaml': 'title: a from yaml',
      'a.md': '---\ntitle: a from md\n---\n',
      'a/x.md': '# x',
      'a-b.md': '# a-b',
      'é.md': '# e acute',
      '𝒜.md': '# astral',
      '\uFFFD.md': '# replacement',
      'list.json': JSON.stringify([{ slug: 'zed' }, { slug: 'amy' }]),
      'pair.json': JSON.stringify([{ n: 1 }, { n: 2 }]),
      'README.md': '# notes for authors',
      '.hidden.md': '# hidden',
    });
    const index = loadContent(root);
    assert.deepEqual(
      index.documents.map((doc) => `${doc.path}${doc.extension}`),
      [
        '/a.md',
        '/a.yaml',
        '/a-b.md',
        '/a/x.md',
        '/b.md',
        '/list/amy.json',
        '/list/zed.json',
        '/pair.json',
        '/pair.json',
        '/é.md',
        '/\uFFFD.md',
        '/𝒜.md',
      ],
    );
    assert.deepEqual(
      index.documents.filter((doc) => doc.path === '/pair').map((doc) => doc.n),
      [1, 2],
    );
    assert.ok(index.dirs.has('/list') && index.dirs.has('/pair') && index.dirs.has('/a'));
    assert.deepEqual(index.origins[5], { file: 'list.json', item: 1, items: 2 });
  });

  test('when front matter holds dates, then they become ISO strings, and impossible days stay text', () => {
    const root = contentDir({
      'news/a.md': '---\ntitle: A\ndate: 2025-06-01\nevents:\n  - on: 2024-02-29\n---\nbody',
      'news/b.md': '---\ntitle: B\ndate: 2025-02-30\n---\n',
    });
    const [a, b] = loadContent(root).documents;
    assert.equal(a?.date, '2025-06-01T00:00:00.000Z');
    assert.deepEqual(a?.events, [{ on: '2024-02-29T00:00:00.000Z' }]);
    assert.equal(b?.date, '2025-02-30');
    assert.equal(isoDate('2025-13-01'), undefined);
  });

  test('when a markdown file is loaded, then text is the raw markdown and the excerpt gives the description', () => {
    const root = contentDir({
      'post.md': '---\ntitle: T\n---\nIntro **bold**.\n\n<!--more-->\n\n## Part\n',
    });
    const [doc] = loadContent(root).documents;
    assert.equal(doc?.text, 'Intro **bold**.\n\n<!--more-->\n\n## Part\n');
    assert.equal(doc?.description, 'Intro bold.');
    assert.deepEqual(doc?.toc, [{ id: 'part', depth: 2, text: 'Part' }]);
  });

  test('when a file cannot be parsed, then the error names the file', () => {
    const root = contentDir({ 'news/bad.yaml': 'title: [unclosed' });
    assert.throws(
      () => loadContent(root),
      (error: unknown) => error instanceof ContentLoadError && error.file === 'news/bad.yaml',
    );
  });

  test('when documents are loaded, then they are frozen so one answer cannot change another', () => {
    const [doc] = loadContent(contentDir({ 'a.yaml': 'tags: [x]' })).documents;
    assert.ok(Object.isFrozen(doc) && Object.isFrozen(doc?.tags));
  });

  test('when a parse cache is given, then unchanged files are reused and changed ones re-read', () => {
    const root = contentDir({ 'a.md': '---\ntitle: One\n---\n', 'b.md': '---\ntitle: Bee\n---\n' });
    const cache: ParseCache = new Map();
    loadContent(root, cache);
    const before = cache.get(path.join(root, 'b.md'))?.raws;
    writeFileSync(path.join(root, 'a.md'), '---\ntitle: Two, longer\n---\n');
    const index = loadContent(root, cache);
    assert.equal(index.documents[0]?.title, 'Two, longer');
    assert.equal(cache.get(path.join(root, 'b.md'))?.raws, before);
  });
});
