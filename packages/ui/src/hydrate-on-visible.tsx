import { Suspense, use, useId, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

// A server-rendered page is readable before any script runs; hydrating all of it at once is
// what keeps a phone's main thread busy at start. A part wrapped here keeps its server HTML
// and hydrates only when it nears the viewport or the visitor points at or tabs into it.
// React keeps a suspended boundary's server HTML while hydrating the rest of the page.

export type HydrateWhen = 'visible' | 'interaction';

const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart'] as const;
const pending = new Map<string, Promise<void>>();
const release = new Set<() => void>();

// A navigation updates the router's context above every waiting part, and React holds a
// transition until those parts have hydrated: a navigation must release them all at once.
// The Navigation API tells of every one (links, redirects, back and forward); without it
// nothing waits.
interface NavigationLike {
  addEventListener(type: 'navigate', listener: () => void): void;
}
let listening = false;
function canWait(): boolean {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (!navigation) return false;
  if (!listening) {
    listening = true;
    navigation.addEventListener('navigate', () => {
      for (const done of [...release]) done();
    });
  }
  return true;
}

function whenWanted(key: string, element: Element, when: HydrateWhen): Promise<void> {
  const known = pending.get(key);
  if (known) return known;
  const promise = new Promise<void>((resolve) => {
    let observer: IntersectionObserver | undefined;
    const done = () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, done);
      release.delete(done);
      resolve();
    };
    release.add(done);
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
  pending.set(key, promise);
  return promise;
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
  if (!hydrated && typeof document !== 'undefined') {
    const element = [...document.querySelectorAll('[data-hydrate-on]')].find(
      (candidate) => candidate.getAttribute('data-hydrate-on') === marker,
    );
    // no server HTML for this part (rendered in the browser): nothing to wait for
    if (element && canWait()) use(whenWanted(marker, element, when));
  }
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
