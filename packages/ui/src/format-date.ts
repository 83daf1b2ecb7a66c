/** '2025-06-01T00:00:00.000Z' → '2025-06-01' (content dates are calendar dates in UTC). */
export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  return iso.slice(0, 10);
}
