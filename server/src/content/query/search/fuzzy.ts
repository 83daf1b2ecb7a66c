// v1's typo tolerance (docs/content-query.md part B §6): fuzziness 1, prefix_length 1, extended.
// Query token q matches indexed token t when t starts with q's first character and some
// prefix of t (two characters or more) is within one edit of q, counting insertion,
// deletion, substitution and adjacent transposition after that first character. So
// 'brow' matches 'browser', 'browser' matches 'bowser', but 'browser' never matches 'brow'.

/** Optimal-string-alignment distances from `a` to every prefix of `b` (last DP row). */
function distancesToPrefixes(a: string, b: string): number[] {
  let previous: number[] = [];
  let current = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (current[j] as number) + 1,
        (next[j - 1] as number) + 1,
        (current[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous[j - 2] as number) + 1);
      }
      next.push(value);
    }
    previous = current;
    current = next;
  }
  return current;
}

export function fuzzyPrefixMatch(query: string, token: string): boolean {
  if (query.length === 0 || token[0] !== query[0]) return false;
  if (query.length === 1) return true;
  const rest = query.slice(1);
  // A prefix longer than rest + 1 is at least two edits away; cut the work there.
  const tail = token.slice(1, rest.length + 2);
  if (tail.length === 0) return false;
  const row = distancesToPrefixes(rest, tail);
  for (let j = 1; j < row.length; j += 1) if ((row[j] as number) <= 1) return true;
  return false;
}
