import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useScrollFlag } from './use-scroll-flag';

const pastHalfAScreen = (scrollY: number) => scrollY > 500;

function Look() {
  return <p>{useScrollFlag(pastHalfAScreen) ? 'scrolled' : 'at the top'}</p>;
}

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  setScroll(0);
});

test('a page hydrated while scrolled down keeps its server HTML, then shows the scrolled look', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Look />);
  document.body.append(container);
  const serverParagraph = screen.getByText('at the top');
  setScroll(800);
  const hydrationErrors: unknown[] = [];

  await act(async () => {
    root = hydrateRoot(container, <Look />, {
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  });

  expect(hydrationErrors).toEqual([]);
  expect(screen.getByText('scrolled')).toBe(serverParagraph);
  act(() => setScroll(0));
  expect(screen.getByText('at the top')).toBeInTheDocument();
});
