import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';

// Interaction right after load on a phone-class CPU (4× slowed): the visitor opens a header
// control as soon as the page has loaded, hydrated or not. Two figures per control, both
// from the page's own clock: the longest Event Timing entry of the gesture (what INP counts:
// input delay, handlers and the next paint) and the time from the gesture to the first frame
// that shows its result.

export interface InteractionFigures {
  page: string;
  control: string;
  /** The longest Event Timing duration of the gesture's events. */
  eventMs: number;
  /** From the gesture to the first frame that shows its result; undefined: never shown. */
  resultMs: number | undefined;
  /** The result did not come from the first gesture (it arrived before the page could react). */
  retried: boolean;
}

interface Control {
  name: string;
  viewport: { width: number; height: number };
  /** What the visitor does. */
  act: (page: Page) => Promise<void>;
  /** The element that shows the result (visible once it worked). */
  result: string;
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const CONTROLS: Control[] = [
  {
    name: 'header menu (hover, desktop)',
    viewport: DESKTOP,
    act: (page) => page.hover('[data-testid="site-header"] nav li:has(ul, div) >> nth=0'),
    result: '[data-testid="site-header"] nav li:hover > :is(ul, div)',
  },
  {
    name: 'phone menu (tap)',
    viewport: PHONE,
    act: (page) => page.click('button[aria-controls="mobile-menu"]'),
    result: '#mobile-menu',
  },
  {
    name: 'search box (click, desktop)',
    viewport: DESKTOP,
    act: (page) => page.click('[data-testid="header-search-button"]'),
    result: '[role="dialog"] input',
  },
];

// Page-side code as source text: the bench runs through tsx, whose helpers (__name) do not
// exist in the page.
/**
 * Installed before the page's scripts: every event entry of 16 ms or more, and the time
 * stamp of every pointer gesture (the same clock as Event Timing's startTime).
 */
const OBSERVE = `
  window.__benchEvents = [];
  window.__benchInputs = [];
  for (const type of ['pointerover', 'pointerdown']) {
    window.addEventListener(type, (event) => window.__benchInputs.push(event.timeStamp), {
      capture: true,
      passive: true,
    });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchEvents.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

/** The time of the first frame in which `selector` shows, within 3 s. */
const shownAt = (selector: string) => `new Promise((resolve) => {
  const deadline = performance.now() + 3000;
  const check = () => {
    const element = document.querySelector(${JSON.stringify(selector)});
    const box = element && element.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) resolve(performance.now());
    else if (performance.now() > deadline) resolve(undefined);
    else requestAnimationFrame(check);
  };
  check();
})`;

async function measureControl(
  browser: Browser,
  url: string,
  control: Control,
): Promise<InteractionFigures> {
  const context = await browser.newContext({ viewport: control.viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'load' });
  let retried = false;
  let started = await page.evaluate<number>('performance.now()');
  await control.act(page);
  let shown = await page.evaluate<number | undefined>(shownAt(control.result));
  if (shown === undefined) {
    // the gesture was lost (no script listened yet): the visitor tries again
    retried = true;
    await page.mouse.move(0, 0);
    await page.waitForFunction('document.documentElement.dataset.hydrated === "true"');
    started = await page.evaluate<number>('performance.now()');
    await control.act(page);
    shown = await page.evaluate<number | undefined>(shownAt(control.result));
  }
  await page.waitForTimeout(300); // the last event entries arrive after their paint
  const events = await page.evaluate<{ start: number; duration: number }[]>('window.__benchEvents');
  const inputs = await page.evaluate<number[]>('window.__benchInputs');
  await context.close();
  // the gesture's own time stamp: Playwright's way there (hit tests, scrolling) is not the visitor's
  const gesture = inputs.find((at) => at >= started) ?? started;
  const ofGesture = events.filter((event) => event.start >= gesture - 1);
  return {
    page: url,
    control: control.name,
    eventMs: Math.round(Math.max(0, ...ofGesture.map((event) => event.duration))),
    resultMs: shown === undefined ? undefined : Math.round(shown - gesture),
    retried,
  };
}

export async function measureInteractions(
  baseUrl: string,
  paths: string[],
): Promise<InteractionFigures[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const figures: InteractionFigures[] = [];
    for (const path of paths) {
      for (const control of CONTROLS) {
        console.log(`[bench] interaction ${path}: ${control.name}…`);
        figures.push(await measureControl(browser, `${baseUrl}${path}`, control));
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}
