import type { Page } from '@playwright/test';

// Proving that something did NOT happen (no scroll, no re-render) needs a moment after which
// it would have: here that moment is an event of the page and the frames the browser renders
// after it, never a fixed number of milliseconds (which a busy machine overruns).

/** Scrolls the window to `y` and resolves once the page handled the scroll and painted twice. */
export async function scrollToSettled(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === top) throw new Error(`the window is at ${top} already`);
        const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        window.addEventListener('scroll', painted, { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

/**
 * Turns the mouse wheel and resolves once the page received the wheel event and then either
 * scrolled or rendered `frames` more frames without scrolling (a wheel that scrolls does so
 * within a frame or two of its event).
 */
export async function wheelSettled(page: Page, deltaY: number, frames = 10): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { e2eWheel?: Promise<void> };
    state.e2eWheel = new Promise<void>((resolve) =>
      window.addEventListener('wheel', () => resolve(), { once: true, passive: true }),
    );
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(async (count) => {
    await (window as unknown as { e2eWheel: Promise<void> }).e2eWheel;
    await new Promise<void>((resolve) => {
      window.addEventListener('scroll', () => resolve(), { once: true });
      let left = count;
      const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
      requestAnimationFrame(tick);
    });
  }, frames);
}
