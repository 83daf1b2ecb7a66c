import { Suspense, use, useId, useLayoutEffect, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

// A server-rendered page is readable before any script runs; hydrating all of it at once is
// what keeps a phone's main thread busy at start. A part wrapped here keeps its server HTML
// and hydrates only when it nears the viewport ('visible'), when the visitor points at or
// tabs into it ('interaction', also 'visible'), or only when the visitor navigates
// ('navigation': a part with nothing to operate but links, which navigate in the browser
// meanwhile: see waitsForHydration). 'load' hydrates at once, like no wrapper at all.
// React keeps a suspended boundary's server HTML while hydrating the rest of the page.

export type HydrateWhen = 'visible' | 'interaction' | 'navigation' | 'load';

const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart'] as const;
// by the part's server HTML: one wait a part, for as long as that HTML is on the page
const pending = new WeakMap<Element, Promise<void>>();
const release = new Set<() => void>();
// parts whose server HTML has been hydrated since (set when the part commits)
const hydratedParts = new WeakSet<Element>();

// A navigation updates the router's context above every waiting part, and React holds a
// transition until those parts have hydrated: a navigation must release them all at once.
// The Navigation API tells of every one (links, redirects, back and forward); without it
// nothing waits.
interface NavigationLike {
  addEventListener(type: 'navigate', listener: () => void): void;
}
let listening = false;

// A click during hydration can navigate before a part's turn to hydrate has come: that part
// must not start waiting then, or the transition waits for it as long as it stays off screen.
const currentUrl = () => window.location.pathname + window.location.search;
const serverRenderedUrl = typeof window === 'undefined' ? '' : currentUrl();

function canWait(): boolean {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (!navigation || currentUrl() !== serverRenderedUrl) return false;
  if (!listening) {
    listening = true;
    navigation.addEventListener('navigate', () => {
      for (const done of [...release]) done();
    });
  }
  return true;
}

function whenWanted(element: Element, when: HydrateWhen): Promise<void> {
  const promise = new Promise<void>((resolve) => {
    let observer: IntersectionObserver | undefined;
    const done = () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, done);
      release.delete(done);
      resolve();
    };
    release.add(done);
    if (when === 'navigation') return;
    for (const type of INTERACTIONS) element.addEventListener(type, done, { passive: true });
    if (when === 'visible' && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done();
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(element);
    } else if (when === 'visible') {
      done();
    }
  });
  pending.set(element, promise);
  return promise;
}

function partOf(marker: string): Element | undefined {
  return [...document.querySelectorAll('[data-hydrate-on]')].find(
    (candidate) => candidate.getAttribute('data-hydrate-on') === marker,
  );
}

/**
 * True while `node` is in server HTML that waits to be hydrated: nothing of React listens
 * there yet, so a link in it is followed by the shell's router instead (the browser would
 * load the whole page again).
 */
export function waitsForHydration(node: Element): boolean {
  for (let part = node.closest('[data-hydrate-on]'); part;) {
    if (pending.has(part) && !hydratedParts.has(part)) return true;
    part = part.parentElement?.closest('[data-hydrate-on]') ?? null;
  }
  return false;
}

function Gate({
  marker,
  when,
  children,
}: {
  marker: string;
  when: HydrateWhen;
  children: ReactNode;
}) {
  // false only while React hydrates server HTML (and on the server, where nothing waits)
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    // runs once the part is on the page: hydrated (or rendered in the browser)
    const element = partOf(marker);
    if (element) hydratedParts.add(element);
  }, [marker]);
  if (hydrated || when === 'load' || typeof document === 'undefined') return children;
  // no server HTML for this part (rendered in the browser): nothing to wait for
  const element = partOf(marker);
  if (!element) return children;
  // a part the server could not render (its loading placeholder, aria-busy) renders now
  if (when === 'navigation' && element.querySelector('[aria-busy="true"]')) return children;
  // a part that has waited goes on reading its (settled) wait: React expects the same use()
  // calls when it renders a suspended part again, even if the visitor has navigated since
  const waiting = pending.get(element) ?? (canWait() ? whenWanted(element, when) : undefined);
  if (waiting) use(waiting);
  return children;
}

/**
 * Hydrates `children` lazily (see above); on the server and in pages rendered in the
 * browser it renders them at once. The wrapper is a plain block element.
 */
export function HydrateOnVisible({
  children,
  when = 'visible',
  className,
}: {
  children: ReactNode;
  when?: HydrateWhen;
  className?: string;
}) {
  const marker = useId();
  return (
    <div data-hydrate-on={marker} className={className}>
      <Suspense fallback={null}>
        <Gate marker={marker} when={when}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}
