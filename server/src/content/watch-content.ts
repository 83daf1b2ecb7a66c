import { watch } from 'node:fs';

// Development only (docs/content-query.md part A §11): rebuild the index when a content file
// changes. Editors write in bursts, so changes are debounced.

export function watchContent(dir: string, onChange: () => void, debounceMs = 200): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
