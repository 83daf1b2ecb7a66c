// Both drivers hand timestamptz columns back as Date; answers carry ISO-8601 strings.
export function isoTimes<T extends object>(rows: T[]): T[] {
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          value instanceof Date ? value.toISOString() : value,
        ]),
      ) as T,
  );
}
