// Field lookup with dot notation on every field (docs/content-query.md part A §5), following
// v1's nestedProperties rule (part B §5.5): through an array, every element is visited
// and the leaves come back as one array. Own properties only, so '__proto__' or
// 'constructor' never reach Object.prototype.

const INDEX = /^(?:0|[1-9]\d*)$/;

function step(value: unknown, segment: string): unknown {
  if (Array.isArray(value)) {
    if (INDEX.test(segment)) return value[Number(segment)];
    const leaves: unknown[] = [];
    for (const element of value) {
      const leaf = step(element, segment);
      if (Array.isArray(leaf)) leaves.push(...leaf);
      else if (leaf !== undefined) leaves.push(leaf);
    }
    // No element has the key: the field is missing, not an empty list.
    return leaves.length ? leaves : undefined;
  }
  if (value !== null && typeof value === 'object' && Object.hasOwn(value, segment)) {
    return (value as Record<string, unknown>)[segment];
  }
  return undefined;
}

/** doc[field]; a key that literally contains dots wins over the dotted path. */
export function getField(doc: Readonly<Record<string, unknown>>, field: string): unknown {
  if (Object.hasOwn(doc, field)) return doc[field];
  if (!field.includes('.')) return undefined;
  let value: unknown = doc;
  for (const segment of field.split('.')) {
    value = step(value, segment);
    if (value === undefined) return undefined;
  }
  return value;
}
