import assert from 'node:assert/strict';

/** Asserts that every part is in `whole` (a text or a list); a miss names the part (after `label`). */
export function assertIncludesAll(
  whole: string | readonly string[],
  parts: readonly string[],
  label?: string,
): void {
  for (const part of parts) assert.ok(whole.includes(part), label ? `${label}: ${part}` : part);
}
