// 'YYYY-MM-DD' as content writes dates (docs/content-query.md part A §4).

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' → ISO-8601 when it is a real calendar day ('2025-02-30' is not). */
export function isoDate(value: string): string | undefined {
  if (!DATE_ONLY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  const iso = date.toISOString();
  return iso.startsWith(value) ? iso : undefined;
}
