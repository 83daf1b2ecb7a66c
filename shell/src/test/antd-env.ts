// jsdom lacks two browser APIs antd relies on: media queries (grid) and MessageChannel
// (its scheduler). Import this first in a test file that renders antd forms.

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

class TimeoutMessageChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
  };
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimeoutMessageChannel });
}
