// Browser APIs antd uses that jsdom lacks. Minimal stand-ins, so tests exercise our forms
// and dialogs rather than crash in antd's layout code.

// getComputedStyle(elt, pseudoElt): antd's modal measures the scrollbar with it.
const original = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => original(element);

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: NoResizeObserver });
}

if (!('MessageChannel' in globalThis)) {
  type Handler = ((event: { data: unknown }) => void) | null;
  class Port {
    onmessage: Handler = null;
    other?: Port;
    postMessage(data: unknown): void {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    start(): void {}
    close(): void {}
  }
  class TimeoutMessageChannel {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: TimeoutMessageChannel });
}
