// Text a client sends must be storable and showable: PostgreSQL refuses a NUL byte in text
// (the whole insert fails), other C0 controls and DEL corrupt what staff read, and a lone
// UTF-16 surrogate has no UTF-8 form at all. Tab, line feed and carriage return stay
// allowed in multi-line text (a message, a remark) and nowhere else.

/* eslint-disable no-control-regex -- finding control characters is the point */
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenCharacter(text: string, multiLine = false): boolean {
  return (
    (multiLine ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(text) || LONE_SURROGATE.test(text)
  );
}

/** Objects whose own keys hold the data: query strings and path parameters come in objects
 * of their parser's own classes, bodies in plain ones; bytes and dates hold no text. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof Date)
  );
}

interface Step {
  value: unknown;
  key: string | number | undefined;
  parent: Step | undefined;
  /** Under a multi-line top-level field. */
  multiLine: boolean;
}

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path (keys and indexes from the top) of the first string, or object key, holding a
 * forbidden character; undefined when there is none. Strings under a top-level key in
 * multiLineFields may hold tabs and line breaks. Iterative, with each step linked to its
 * parent, so any nesting depth costs linear time and no stack.
 */
export function findForbiddenCharacter(
  value: unknown,
  multiLineFields: ReadonlySet<string> = new Set(),
): (string | number)[] | undefined {
  const pending: Step[] = [{ value, key: undefined, parent: undefined, multiLine: false }];
  const child = (parent: Step, key: string | number, item: unknown): Step => ({
    value: item,
    key,
    parent,
    multiLine: parent.key === undefined ? multiLineFields.has(String(key)) : parent.multiLine,
  });
  while (pending.length > 0) {
    const step = pending.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (hasForbiddenCharacter(current, step.multiLine)) return pathOf(step);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push(child(step, index, item)));
    } else if (isRecord(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasForbiddenCharacter(key)) return [...pathOf(step), key];
        pending.push(child(step, key, item));
      }
    }
  }
  return undefined;
}
