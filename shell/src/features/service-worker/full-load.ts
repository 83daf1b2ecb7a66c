// A tab open across a deploy (docs/hostile-input.md R9): its route table is the one it was
// loaded with, so a page a remote published since is unknown to it. Navigating there asks the
// server with a full page load (the server renders it, or sends the visitor home) instead of
// going home in the tab. The path the document was loaded with is never loaded again: the
// server knew it, and an empty table (no /mf/routes.json) must not reload without end.

/** The path the document was loaded with (null on the server). */
export const loadedPath: string | null =
  typeof window === 'undefined' ? null : window.location.pathname;

/** Whether an unknown path reached in the tab is worth a full page load. */
export function shouldLoadFromServer(
  pathname: string,
  known: boolean,
  documentPath: string | null = loadedPath,
): boolean {
  return !known && documentPath !== null && pathname !== documentPath;
}
