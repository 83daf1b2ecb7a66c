import { preferReducedMotion } from '@dpu/test-utils';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dpu/router';
import { HeroCarousel } from './hero-carousel';

const SLIDES = [{ title: '让数据流动更高效' }, { title: '第二张' }, { title: '第三张' }];

function showing(): string | null | undefined {
  return screen
    .getByRole('region', { name: '焦点图' })
    .querySelector('[data-slide-text]:not([hidden]) :is(h1, p)')?.textContent;
}

function renderCarousel() {
  render(
    <MemoryRouter>
      <HeroCarousel slides={SLIDES} />
    </MemoryRouter>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('when 6 s pass, then the next slide shows', () => {
  preferReducedMotion(false);
  renderCarousel();
  expect(showing()).toBe('让数据流动更高效');
  act(() => jest.advanceTimersByTime(6000));
  expect(showing()).toBe('第二张');
});

test('when the visitor points at the carousel, then it holds until the pointer leaves', () => {
  preferReducedMotion(false);
  renderCarousel();
  const carousel = screen.getByRole('region', { name: '焦点图' });
  fireEvent.mouseEnter(carousel);
  act(() => jest.advanceTimersByTime(13_000));
  expect(showing()).toBe('让数据流动更高效');
  fireEvent.mouseLeave(carousel);
  act(() => jest.advanceTimersByTime(6000));
  expect(showing()).toBe('第二张');
});

test('when the visitor asks for reduced motion, then the slides never move on their own', () => {
  preferReducedMotion(true);
  renderCarousel();
  act(() => jest.advanceTimersByTime(30_000));
  expect(showing()).toBe('让数据流动更高效');
  fireEvent.click(screen.getByRole('button', { name: '第 3 张：第三张' }));
  expect(showing()).toBe('第三张');
});

test('the first slide is the page heading, whichever slide shows', () => {
  preferReducedMotion(false);
  renderCarousel();
  act(() => jest.advanceTimersByTime(6000));
  expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(
    '让数据流动更高效',
  );
  expect(showing()).toBe('第二张');
});
