// The origins the page may load remotes from (for the Content-Security-Policy): the
// origins of the absolute URLs in remotes.json.

export function originsOf(config: Record<string, unknown>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config)) {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins].sort();
}
