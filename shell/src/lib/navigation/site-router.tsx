import { startTransition, useState, type ReactNode } from 'react';
import { BrowserRouter, LiteRouter, loadRouter, type LiteNavigate } from '@dpu/router';

type Pending = { href: string; replace: boolean; state: unknown };

const randomKey = () => Math.random().toString(36).slice(2, 10);

/** The next entry's history state, in react-router's shape (it reads `usr`, `key`, `idx`). */
function historyState(pending: Pending, replace: boolean): object {
  const current = (window.history.state ?? {}) as { idx?: number };
  const idx = current.idx ?? 0;
  return { usr: pending.state ?? null, key: randomKey(), idx: replace ? idx : idx + 1 };
}

/**
 * The site's router. A page that is not hydrated (its route's hydrate: 'navigation') starts
 * under LiteRouter, so its first load has no react-router (docs/composition.md 'Routing');
 * its first navigation loads react-router and the next page's code, moves the history on
 * and renders the app anew under BrowserRouter, which takes it from there.
 */
export function SiteRouter({
  lite,
  prepare,
  children,
}: {
  lite: boolean;
  /** Loads the code of the page at a path, so the next page renders in one pass. */
  prepare: (pathname: string) => Promise<void>;
  children: ReactNode;
}) {
  const [full, setFull] = useState(!lite);
  const [navigate] = useState<LiteNavigate>(() => {
    let pending: Pending | undefined;
    const go: LiteNavigate = (to, options) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const first = pending === undefined;
      // the last click wins while react-router loads
      pending = { href: String(to), replace: options?.replace ?? false, state: options?.state };
      if (!first) return;
      const pathname = new URL(pending.href, window.location.href).pathname;
      Promise.all([loadRouter(), prepare(pathname)]).then(
        () => {
          const next = pending as Pending;
          const current = window.history.state as { idx?: number } | null;
          if (current?.idx === undefined) {
            window.history.replaceState({ ...current, idx: 0 }, '');
          }
          if (next.replace) window.history.replaceState(historyState(next, true), '', next.href);
          else window.history.pushState(historyState(next, false), '', next.href);
          startTransition(() => setFull(true));
        },
        // without react-router the browser navigates itself
        () => window.location.assign((pending as Pending).href),
      );
    };
    return go;
  });
  return full ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <LiteRouter navigate={navigate}>{children}</LiteRouter>
  );
}
