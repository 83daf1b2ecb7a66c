import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateOnVisible, waitsForHydration, type HydrateWhen } from './hydrate-on-visible';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>count {count}</button>;
}

function Page({ when }: { when?: HydrateWhen }) {
  return (
    <main>
      <p>above the fold</p>
      <HydrateOnVisible when={when}>
        <Counter />
      </HydrateOnVisible>
    </main>
  );
}

let intersect: ((visible: boolean) => void) | undefined;
let root: Root | undefined;
// the browser's Navigation API (jsdom has none): tells of every navigation
const navigation = new EventTarget();
Object.assign(window, { navigation });

beforeEach(() => {
  intersect = undefined;
  // the browser's IntersectionObserver, driven by the test (jsdom has none)
  window.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {
      intersect = (visible) =>
        this.callback(
          [{ isIntersecting: visible } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

async function hydrateServerPage(when?: HydrateWhen) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page when={when} />);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Page when={when} />);
  });
}

test('the server HTML is there at once; clicks do nothing until the part is near the viewport', async () => {
  await hydrateServerPage();
  fireEvent.click(screen.getByRole('button', { name: 'count 0' }));
  expect(screen.getByRole('button')).toHaveTextContent('count 0');

  await act(async () => intersect?.(true));
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('button')).toHaveTextContent('count 1');
});

test('pointing at the part hydrates it before it is scrolled into view', async () => {
  await hydrateServerPage('interaction');
  expect(intersect).toBeUndefined();
  // the browser fires pointerenter (which does not bubble) on every box the pointer enters
  const part = screen.getByRole('button').parentElement as HTMLElement;
  await act(async () => {
    fireEvent.pointerEnter(part);
  });
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('button')).toHaveTextContent('count 1');
});

test('a navigation hydrates every waiting part at once (the router needs them)', async () => {
  await hydrateServerPage();
  await act(async () => {
    navigation.dispatchEvent(new Event('navigate'));
  });
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('button')).toHaveTextContent('count 1');
});

test('after a navigation during hydration, a part not yet hydrated no longer waits', async () => {
  window.history.pushState(null, '', '/video/video_detail?id=290');
  try {
    await hydrateServerPage();
    expect(intersect).toBeUndefined();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('count 1');
  } finally {
    window.history.pushState(null, '', '/');
  }
});

test('rendered in the browser (no server HTML), the part works at once', async () => {
  const { createRoot } = await import('react-dom/client');
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<Page />);
  });
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('button')).toHaveTextContent('count 1');
});

test('a part hydrated on navigation waits for neither pointing nor scrolling, and says so', async () => {
  await hydrateServerPage('navigation');
  const part = screen.getByRole('button').parentElement as HTMLElement;
  expect(waitsForHydration(screen.getByRole('button'))).toBe(true);
  await act(async () => {
    fireEvent.pointerEnter(part);
    intersect?.(true);
  });
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('button')).toHaveTextContent('count 0');

  await act(async () => {
    navigation.dispatchEvent(new Event('navigate'));
  });
  expect(waitsForHydration(screen.getByRole('button'))).toBe(false);
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('button')).toHaveTextContent('count 1');
});

test('a part hydrated at load never waits', async () => {
  await hydrateServerPage('load');
  expect(waitsForHydration(screen.getByRole('button'))).toBe(false);
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('button')).toHaveTextContent('count 1');
});
