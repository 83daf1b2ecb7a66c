// The behaviour of a slide carousel over its markup, without React: the same code runs on
// a page React renders (its effect) and on server HTML that is never hydrated (the home
// page keeps its server HTML until the visitor navigates; the shell starts its carousel).
// The markup: a root with data-carousel="<interval ms>", one element per slide and part
// with data-slide="<index>" (the current slide's are shown: data-current), and the dots,
// buttons with data-slide-dot="<index>" and aria-pressed.

const started = new WeakSet<Element>();

function show(root: HTMLElement, index: number): void {
  for (const part of root.querySelectorAll<HTMLElement>('[data-slide]')) {
    const current = part.dataset.slide === String(index);
    part.toggleAttribute('data-current', current);
    if (part.dataset.slideText !== undefined) part.hidden = !current;
  }
  for (const dot of root.querySelectorAll<HTMLElement>('[data-slide-dot]')) {
    dot.setAttribute('aria-pressed', String(dot.dataset.slideDot === String(index)));
  }
}

/**
 * Starts the carousel under `root` once: the slides move on every interval — held while
 * the visitor points at it or is in it (WCAG 2.2.2), never for a visitor who asks for
 * reduced motion — and a dot shows its slide. Stops when the root leaves the page.
 */
export function startCarousel(root: HTMLElement): () => void {
  if (started.has(root)) return () => undefined;
  started.add(root);
  const count = root.querySelectorAll('[data-slide-dot]').length;
  const intervalMs = Number(root.dataset.carousel) || 6000;
  let current = 0;
  let pointer = false;
  let focus = false;
  const go = (index: number) => {
    current = index;
    show(root, index);
  };
  const inside = (node: EventTarget | null) => node instanceof Node && root.contains(node);
  // a carousel the page has dropped (a navigation) stops at the next event it hears, or turn
  const whileOnPage =
    (listener: (event: Event) => void) =>
    (event: Event): void => {
      if (root.isConnected) listener(event);
      else stop();
    };
  const onClick = (event: Event) => {
    if (!inside(event.target)) return;
    const dot = (event.target as Element).closest<HTMLElement>('[data-slide-dot]');
    if (dot) go(Number(dot.dataset.slideDot));
  };
  // clicks and focus are heard on the document, in the capture phase: over server HTML that
  // waits to be hydrated, React's root stops their propagation before they reach the root
  const heard: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['focusin', (event) => inside(event.target) && (focus = true)],
    [
      'focusout',
      (event) => {
        if (inside(event.target) && !inside((event as FocusEvent).relatedTarget)) focus = false;
      },
    ],
  ];
  const onDocument = heard.map(([type, listener]) => [type, whileOnPage(listener)] as const);
  const onRoot: [string, () => void][] = [
    ['mouseenter', () => (pointer = true)],
    ['mouseleave', () => (pointer = false)],
  ];
  const doc = root.ownerDocument;
  for (const [type, listener] of onDocument) doc.addEventListener(type, listener, true);
  for (const [type, listener] of onRoot) root.addEventListener(type, listener);
  const still = count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const timer = still
    ? undefined
    : window.setInterval(() => {
        if (!root.isConnected) return stop();
        if (!pointer && !focus) go((current + 1) % count);
      }, intervalMs);
  function stop(): void {
    window.clearInterval(timer);
    for (const [type, listener] of onDocument) doc.removeEventListener(type, listener, true);
    for (const [type, listener] of onRoot) root.removeEventListener(type, listener);
    started.delete(root);
  }
  return stop;
}

/** Starts every carousel in server HTML that React will not hydrate now. */
export function startCarousels(container: ParentNode): void {
  for (const root of container.querySelectorAll<HTMLElement>('[data-carousel]')) {
    startCarousel(root);
  }
}
