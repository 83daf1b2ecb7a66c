import { preferReducedMotion } from '@dpu/test-utils';
import { startCarousel, startCarousels } from './carousel';

// server HTML of a three-slide carousel, first slide showing
function carouselHtml(interval = 6000): HTMLElement {
  const root = document.createElement('section');
  root.dataset.carousel = String(interval);
  root.innerHTML = [0, 1, 2]
    .map(
      (i) =>
        `<div data-slide="${i}" data-slide-text=""${i ? ' hidden' : ' data-current'}>slide ${i}</div>`,
    )
    .concat(
      [0, 1, 2].map((i) => `<button data-slide-dot="${i}" aria-pressed="${i === 0}"></button>`),
    )
    .join('');
  document.body.append(root);
  return root;
}

const showing = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('[data-slide-text]:not([hidden])')?.textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

test('when server HTML is started, then its slides turn and a dot shows its slide', () => {
  preferReducedMotion(false);
  const root = carouselHtml();
  startCarousels(document);
  jest.advanceTimersByTime(6000);
  expect(showing(root)).toBe('slide 1');
  root.querySelector<HTMLElement>('[data-slide-dot="0"]')!.click();
  expect(showing(root)).toBe('slide 0');
  expect(root.querySelector('[data-slide-dot="0"]')).toHaveAttribute('aria-pressed', 'true');
  expect(root.querySelector('[data-slide-dot="1"]')).toHaveAttribute('aria-pressed', 'false');
});

test('when started twice (the shell and a React effect), then it turns once per interval', () => {
  preferReducedMotion(false);
  const root = carouselHtml();
  startCarousel(root);
  startCarousel(root);
  jest.advanceTimersByTime(6000);
  expect(showing(root)).toBe('slide 1');
});

test('when the carousel leaves the page (a navigation), then it stops', () => {
  preferReducedMotion(false);
  const root = carouselHtml();
  startCarousel(root);
  root.remove();
  jest.advanceTimersByTime(6000);
  expect(jest.getTimerCount()).toBe(0);
});

test('when focus is inside, then it holds until focus leaves', () => {
  preferReducedMotion(false);
  const root = carouselHtml();
  startCarousel(root);
  root.querySelector<HTMLElement>('[data-slide-dot="2"]')!.focus();
  jest.advanceTimersByTime(13_000);
  expect(showing(root)).toBe('slide 0');
  root.querySelector<HTMLElement>('[data-slide-dot="2"]')!.blur();
  jest.advanceTimersByTime(6000);
  expect(showing(root)).toBe('slide 1');
});
