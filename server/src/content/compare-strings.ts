// Strings ordered by Unicode code point (docs/content-query.md part A §3 natural order and §8
// sorting). JavaScript's `<` compares UTF-16 code units, which puts astral characters
// (emoji, rare CJK in the supplementary planes) before U+E000–U+FFFF; shifting the
// surrogate range above the rest of the BMP restores code-point order.

function codePointRank(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

/** Negative, zero or positive like a comparator, by code point. */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}
