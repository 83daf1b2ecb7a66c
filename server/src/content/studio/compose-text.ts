import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import YAML, { isMap, isScalar, type Node, type Pair } from 'yaml';
import { FRONT_MATTER } from '../parse-source';

// A document's text ↔ what the studio's form edits: the fields (front matter or YAML keys)
// and, for Markdown, the body. Saving the form changes only the lines of the fields that
// changed: comments, key order, quoting and every untouched line stay as they were, so the
// file a developer reviews after `content:export` shows exactly the edit.

export interface EditableText {
  /** null when the text does not parse (the editor shows the text itself). */
  fields: unknown;
  body?: string;
}

const OPTIONS = { lineWidth: 0, flowCollectionPadding: false } as const;

const isMarkdown = (file: string) => path.extname(file) === '.md';

function parseData(file: string, source: string): unknown {
  return path.extname(file) === '.json' ? JSON.parse(source) : YAML.parse(source);
}

export function splitText(file: string, text: string): EditableText {
  try {
    if (!isMarkdown(file)) return { fields: parseData(file, text) ?? {} };
    const match = FRONT_MATTER.exec(text);
    if (!match) return { fields: {}, body: text };
    return { fields: YAML.parse(match[1] ?? '') ?? {}, body: text.slice(match[0].length) };
  } catch {
    return { fields: null, ...(isMarkdown(file) ? { body: text } : {}) };
  }
}

/** `key: value` as YAML at the top level, without its final newline. */
function pairText(key: string, value: unknown): string {
  return YAML.stringify({ [key]: value }, OPTIONS).replace(/\n$/, '');
}

function rangeOf(pair: Pair<unknown, unknown>): { start: number; end: number; full: number } {
  const key = pair.key as Node;
  const value = pair.value as Node | null;
  const keyRange = key.range ?? [0, 0, 0];
  const valueRange = value?.range ?? keyRange;
  return { start: keyRange[0], end: valueRange[1], full: valueRange[2] };
}

/**
 * Rewrites a YAML mapping's source so that it holds `fields`: changed keys are replaced in
 * place, removed ones cut, new ones appended. Not a mapping: the whole text is written anew.
 */
export function editYaml(source: string, fields: Readonly<Record<string, unknown>>): string {
  const doc = YAML.parseDocument(source);
  if (doc.errors.length || !isMap(doc.contents)) return YAML.stringify(fields, OPTIONS);
  const current = (doc.toJS() ?? {}) as Record<string, unknown>;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (key === undefined) continue;
    const range = rangeOf(pair);
    if (!Object.hasOwn(fields, key) || fields[key] === undefined) {
      // the key with its line(s): up to the end of the value's last line
      const lineEnd = source.indexOf('\n', Math.max(range.full - 1, range.start));
      edits.push({
        start: range.start,
        end: lineEnd === -1 ? source.length : lineEnd + 1,
        text: '',
      });
    } else if (!isDeepStrictEqual(current[key], fields[key])) {
      // a block value's range takes its last newline along: put it back
      const tail = source.slice(range.start, range.end).endsWith('\n') ? '\n' : '';
      edits.push({ start: range.start, end: range.end, text: pairText(key, fields[key]) + tail });
    }
  }
  let text = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  }
  const added = Object.entries(fields).filter(
    ([key, value]) => value !== undefined && !Object.hasOwn(current, key),
  );
  if (added.length) {
    if (text && !text.endsWith('\n')) text += '\n';
    text += added.map(([key, value]) => `${pairText(key, value)}\n`).join('');
  }
  return text;
}

/**
 * The text for edited fields and body, written over `template` (the text the editor
 * started from; '' for a new document). Nothing changed: the template itself.
 */
export function composeText(
  file: string,
  template: string,
  fields: Readonly<Record<string, unknown>> | undefined,
  body: string | undefined,
): string {
  const before = splitText(file, template);
  if (!isMarkdown(file)) {
    if (!fields || isDeepStrictEqual(before.fields, fields)) return template;
    if (path.extname(file) === '.json') return `${JSON.stringify(fields, null, 2)}\n`;
    return editYaml(before.fields === null ? '' : template, fields);
  }
  const match = FRONT_MATTER.exec(template);
  const source = match ? `${match[1]}\n` : '';
  const frontMatter =
    !fields || isDeepStrictEqual(before.fields, fields)
      ? source
      : editYaml(before.fields === null ? '' : source, fields);
  const text = body ?? before.body ?? '';
  if (!frontMatter.trim()) return text;
  const head = match && frontMatter === source ? match[0] : `---\n${frontMatter}---\n`;
  return `${head}${match || text.startsWith('\n') || !text ? '' : '\n'}${text}`;
}
