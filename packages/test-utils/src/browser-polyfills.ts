// The one jsdom set-up of every front-end test (loaded by setup.ts from jest.config.mjs):
// browser APIs antd 6 uses and jsdom lacks — MessageChannel (form scheduling), matchMedia
// (responsive props), ResizeObserver (select lists, textareas) — and getComputedStyle with a
// pseudo-element, which jsdom does not implement (antd's modal measures the scrollbar with
// it). Minimal stand-ins; a timer-based MessageChannel, since Node's own would keep jest
// from exiting.

interface FakePort {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage: (data: unknown) => void;
  start: () => void;
  close: () => void;
}

class TimerMessageChannel {
  readonly port1: FakePort;
  readonly port2: FakePort;

  constructor() {
    const port = (peer: () => FakePort): FakePort => ({
      onmessage: null,
      postMessage: (data) => {
        setTimeout(() => peer().onmessage?.({ data }), 0);
      },
      start: () => undefined,
      close: () => undefined,
    });
    this.port1 = port(() => this.port2);
    this.port2 = port(() => this.port1);
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// A test of server rendering runs in jest's node environment: there is no window to fill.
const IN_BROWSER = typeof window !== 'undefined';

if (IN_BROWSER && typeof window.matchMedia !== 'function') {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}

// getComputedStyle(element, pseudoElement): answer for the element itself instead of
// jsdom's 'Not implemented' error.
if (IN_BROWSER) {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

// jsdom has no fetch. Unit tests have no network either: a call not answered by fakeApi
// (which replaces this one) fails like a network failure.
if (typeof globalThis.fetch === 'undefined') {
  Object.assign(globalThis, {
    fetch: () => Promise.reject(new TypeError('Failed to fetch (no fakeApi installed)')),
  });
}
