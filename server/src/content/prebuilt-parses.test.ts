import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { after, describe, test } from 'node:test';
import { loadContent } from './load-content';
import { parseSource, parseText } from './parse-source';
import { loadPrebuiltParses, takePrebuiltParse, writePrebuiltParses } from './prebuilt-parses';

// A start takes a text's parse from the build only when the text is the one the build parsed
// (and the parser the same); anything else is parsed as before.

const root = mkdtempSync(path.join(tmpdir(), 'prebuilt-parses-'));
after(() => rmSync(root, { recursive: true, force: true }));
const packFile = path.join(root, 'parsed-content.v8');
/** Raws no parser makes: seeing them proves the build's parse was used. */
const BUILT = [{ title: 'parsed by the build' }];

describe('prebuilt parses', () => {
  test('when a content file changed since the build, then it is parsed again and the others come from the build', () => {
    const dir = path.join(root, 'content');
    writePrebuiltParses(packFile, [
      { file: 'news/a.md', text: '# A\n', raws: BUILT },
      { file: 'news/b.md', text: '# B\n', raws: BUILT },
    ]);
    for (const [file, text] of [
      ['news/a.md', '# A\n'],
      ['news/b.md', '# B changed\n'],
    ] as const) {
      const full = path.join(dir, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
    assert.equal(loadPrebuiltParses(packFile), 2);
    const index = loadContent(dir);
    const byPath = new Map(index.documents.map((doc) => [doc.path, doc]));
    assert.equal(byPath.get('/news/a')?.title, 'parsed by the build');
    assert.equal(byPath.get('/news/b')?.title, undefined);
    assert.match(JSON.stringify(byPath.get('/news/b')?.body), /B changed/);
  });

  test('when the same text is of another kind of file, then it is parsed as that kind', () => {
    writePrebuiltParses(packFile, [{ file: 'a.md', text: 'title: x\n', raws: BUILT }]);
    loadPrebuiltParses(packFile);
    const parsed = parseSource({
      file: 'a.yaml',
      text: 'title: x\n',
      createdAt: '',
      updatedAt: '',
    });
    assert.equal(parsed.docs[0]?.title, 'x');
  });

  test('when the parses come from another parser version, then none is used', () => {
    writeFileSync(
      packFile,
      serialize({ version: 'another parser', entries: [['whatever', BUILT]] }),
    );
    assert.equal(loadPrebuiltParses(packFile), 0);
    assert.equal(loadPrebuiltParses(path.join(root, 'missing.v8')), 0);
  });

  test('a stored parse is the parse itself: tables, links, front matter and dates survive the file', () => {
    const text = [
      '---',
      'title: 标题',
      'date: 2025-01-02',
      'tags: [a, b]',
      '---',
      '## 小节',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | [链接](/news/x) |',
      '',
    ].join('\n');
    const raws = parseText('news/x.md', text);
    writePrebuiltParses(packFile, [{ file: 'news/x.md', text, raws }]);
    loadPrebuiltParses(packFile);
    assert.deepEqual(takePrebuiltParse('news/x.md', text), raws);
    // handed out once: the next start's parse is its own
    assert.equal(takePrebuiltParse('news/x.md', text), undefined);
  });
});
