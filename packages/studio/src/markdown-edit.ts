// The Markdown editor's toolbar as pure text edits: each takes the text and the selection and
// answers the new text and selection, so they are tested without a browser.

export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

/** Wraps the selection (or a placeholder) in a marker: **bold**. */
export function wrap(edit: TextEdit, marker: string, placeholder: string): TextEdit {
  const selected = edit.text.slice(edit.start, edit.end) || placeholder;
  const text =
    edit.text.slice(0, edit.start) + marker + selected + marker + edit.text.slice(edit.end);
  const start = edit.start + marker.length;
  return { text, start, end: start + selected.length };
}

/** The offsets of the lines the selection touches. */
function lineRange(edit: TextEdit): [number, number] {
  const from = edit.text.lastIndexOf('\n', edit.start - 1) + 1;
  const next = edit.text.indexOf('\n', edit.end);
  return [from, next === -1 ? edit.text.length : next];
}

/** Puts a prefix before every selected line ('## ', '- '), replacing a heading's own. */
export function prefixLines(edit: TextEdit, prefix: string): TextEdit {
  const [from, to] = lineRange(edit);
  const lines = edit.text
    .slice(from, to)
    .split('\n')
    .map((line) => prefix + (prefix.startsWith('#') ? line.replace(/^#{1,6}\s*/, '') : line));
  const block = lines.join('\n');
  return {
    text: edit.text.slice(0, from) + block + edit.text.slice(to),
    start: from,
    end: from + block.length,
  };
}

/** [selection](url) — a link, the URL selected so it can be typed over. */
export function link(edit: TextEdit, url = 'https://'): TextEdit {
  const label = edit.text.slice(edit.start, edit.end) || '链接文字';
  const inserted = `[${label}](${url})`;
  const text = edit.text.slice(0, edit.start) + inserted + edit.text.slice(edit.end);
  const start = edit.start + label.length + 3;
  return { text, start, end: start + url.length };
}

/** Markdown alt text may not hold brackets or line breaks. */
const cleanAlt = (alt: string) => alt.replace(/[[\]\s]+/g, ' ').trim();

/**
 * An image of the media library as its own paragraph: `![alt](media:12)`, the form the
 * server's Markdown renderer turns into a <picture> with responsive sizes.
 */
export function image(edit: TextEdit, id: number, alt: string): TextEdit {
  const before = edit.text.slice(0, edit.start);
  const after = edit.text.slice(edit.end);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail =
    after.startsWith('\n\n') || after === '' ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}![${cleanAlt(alt)}](media:${id})${tail}`;
  const caret = before.length + inserted.length;
  return { text: before + inserted + after, start: caret, end: caret };
}
