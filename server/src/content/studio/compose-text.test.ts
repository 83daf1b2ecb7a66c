import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../config';
import { readContentFiles } from '../load-content';
import { composeText, splitText } from './compose-text';

// The form's fields and body → the file's text, touching only the lines that changed.

const YAML_TEXT = `# head comment
title: 标题 # trailing
date: 2025-06-01
tags: [a, b]
action: { label: 合作, to: /contact }
list:
  - one
  - two
nested:
  a: 1
  b: 2
last: x
`;

const fieldsOf = (file: string, text: string) =>
  splitText(file, text).fields as Record<string, unknown>;

describe('composeText', () => {
  test('when nothing changed, then every site file comes back byte for byte', () => {
    const { files } = readContentFiles(loadConfig({ NODE_ENV: 'test' }).contentDir);
    for (const file of files) {
      const { fields, body } = splitText(file.file, file.text);
      const copy = structuredClone(fields) as Record<string, unknown>;
      assert.equal(composeText(file.file, file.text, copy, body), file.text, file.file);
    }
  });

  test('when one field changes, then only its lines change and comments stay', () => {
    const fields = fieldsOf('a.yaml', YAML_TEXT);
    const text = composeText(
      'a.yaml',
      YAML_TEXT,
      { ...fields, list: ['one', 'three'], title: '新标题' },
      undefined,
    );
    assert.equal(
      text,
      YAML_TEXT.replace('title: 标题', 'title: 新标题').replace('  - two', '  - three'),
    );
  });

  test('when fields are removed and added, then their lines go and new ones are appended', () => {
    const { list: _list, last: _last, ...kept } = fieldsOf('a.yaml', YAML_TEXT);
    const text = composeText(
      'a.yaml',
      YAML_TEXT,
      { ...kept, extra: '289', when: '2025-07-01' },
      undefined,
    );
    assert.equal(
      text,
      YAML_TEXT.replace('list:\n  - one\n  - two\n', '').replace('last: x\n', '') +
        'extra: "289"\nwhen: 2025-07-01\n',
    );
    assert.deepEqual(fieldsOf('a.yaml', text), { ...kept, extra: '289', when: '2025-07-01' });
  });

  test('when a Markdown document is edited, then front matter and body are written as a file', () => {
    const md = '---\ntitle: T\ndate: 2025-06-01\n---\n\n正文\n';
    assert.deepEqual(splitText('n.md', md), {
      fields: { title: 'T', date: '2025-06-01' },
      body: '\n正文\n',
    });
    assert.equal(
      composeText('n.md', md, { title: 'U', date: '2025-06-01' }, undefined),
      '---\ntitle: U\ndate: 2025-06-01\n---\n\n正文\n',
    );
    assert.equal(
      composeText('n.md', md, undefined, '\n新正文\n'),
      '---\ntitle: T\ndate: 2025-06-01\n---\n\n新正文\n',
    );
    assert.equal(
      composeText('n.md', '', { title: '新闻' }, '正文'),
      '---\ntitle: 新闻\n---\n\n正文',
    );
  });

  test('when a text does not parse, then its fields are null and the body is the text', () => {
    assert.deepEqual(splitText('a.yaml', 'title: [unclosed'), { fields: null });
    assert.deepEqual(splitText('n.md', '---\ntitle: [x\n---\nbody'), {
      fields: null,
      body: '---\ntitle: [x\n---\nbody',
    });
  });
});
