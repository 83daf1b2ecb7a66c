// Browser APIs antd 6 uses and jsdom lacks: MessageChannel (form scheduling), matchMedia
// (responsive props) and ResizeObserver (select lists, textareas). Minimal stand-ins; a
// timer-based MessageChannel, since Node's own would keep jest from exiting.

interface FakePort {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage: (data: unknown) => void;
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
      close: () => undefined,
    });
    this.port1 = port(() => this.port2);
    this.port2 = port(() => this.port1);
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

if (typeof window.matchMedia !== 'function') {
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
