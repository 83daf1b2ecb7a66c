import type { Page } from '@playwright/test';

// The layout rules of issue 26, checked in the page in one evaluate: no interactive element
// overlaps another or text it does not hold; nothing runs off the screen (the page does not
// scroll sideways, no visible element sticks out — a table scrolling in its own frame is
// fine); no image is cropped by its frame (object-fit: cover with another aspect ratio, or
// clipped by an ancestor that hides overflow). Each finding is one readable line.

/**
 * Runs in the page: kept self-contained (no imports, no closures over test code). After
 * `framesFirst` rendered frames (a resized page has laid itself out after two), in the same
 * call: one round trip a width.
 */
async function findLayoutProblems(framesFirst: number): Promise<string[]> {
  for (let frame = 0; frame < framesFirst; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const label = el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? '';
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${label || text}"`;
  };
  /** Whether an element and its ancestors are shown (memoised: the walk up is the cost). */
  const shown = new Map<Element, boolean>();
  const isShown = (el: Element | null): boolean => {
    if (!el) return true;
    const known = shown.get(el);
    if (known !== undefined) return known;
    const style = getComputedStyle(el);
    const own =
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      Number(style.opacity) !== 0 &&
      style.clipPath !== 'inset(50%)' &&
      style.clip !== 'rect(0px, 0px, 0px, 0px)';
    const result = own && isShown(el.parentElement);
    shown.set(el, result);
    return result;
  };
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    if (el.closest('[aria-hidden="true"], [inert]') && !el.matches('img, svg')) return false;
    return isShown(el);
  };
  /** antd's controls draw their placeholder and icons over their own input, by design. */
  const CONTROL = 'label, .ant-select, .ant-input-affix-wrapper, .ant-input-number, .ant-picker';
  /** The nearest ancestor that clips (overflow other than visible), and whether it scrolls. */
  const clipper = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const overflow = `${style.overflowX} ${style.overflowY}`;
      if (/auto|scroll/.test(overflow)) return { node, scrolls: true };
      if (/hidden|clip/.test(overflow)) return { node, scrolls: false };
    }
    return undefined;
  };

  // 1. off the screen
  const docWidth = document.documentElement.scrollWidth;
  if (docWidth > width + 1)
    problems.push(`the page is ${docWidth} px wide on a ${width} px screen`);
  const offScreen = [...document.querySelectorAll('body *')].filter((el) => {
    if (el.children.length > 0 && !el.matches('a, button, input, select, textarea, img, svg'))
      return false;
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') return false;
    const rect = el.getBoundingClientRect();
    if (rect.right <= width + 1 && rect.left >= -1) return false;
    if (!visible(el)) return false;
    const clip = clipper(el);
    if (clip) {
      const box = clip.node.getBoundingClientRect();
      if (box.right <= width + 1 && box.left >= -1) return false; // inside a frame on screen
    }
    return true;
  });
  for (const el of offScreen.slice(0, 5)) {
    const rect = el.getBoundingClientRect();
    problems.push(
      `${describe(el)} runs off the screen (${Math.round(rect.left)}–${Math.round(rect.right)} of ${width})`,
    );
  }

  // 2. overlaps: interactive elements with each other and with text they do not hold
  const interactive = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex="0"]',
    ),
  ].filter(visible);
  // A link wrapped over two lines is two boxes, not the rectangle around both: its
  // neighbours on those lines sit inside that rectangle without touching the link.
  const boxesOf = (el: Element) => {
    const lines = [...el.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1);
    return lines.length > 0 ? lines : [el.getBoundingClientRect()];
  };
  const rectOf = new Map(interactive.map((el) => [el, boxesOf(el)]));
  const overlapOne = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  const overlap = (as: DOMRect[], bs: DOMRect[]) =>
    as.some((a) => bs.some((b) => overlapOne(a, b)));
  const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
  const seen = new Set<string>();
  for (let i = 0; i < interactive.length; i += 1) {
    for (let j = i + 1; j < interactive.length; j += 1) {
      const a = interactive[i] as Element;
      const b = interactive[j] as Element;
      if (related(a, b) || !overlap(rectOf.get(a) ?? [], rectOf.get(b) ?? [])) continue;
      const line = `${describe(a)} overlaps ${describe(b)}`;
      if (!seen.has(line)) problems.push(line);
      seen.add(line);
    }
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !(node.textContent ?? '').trim() || !visible(parent)) continue;
    if (parent.closest('script, style, noscript')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const textRect = range.getBoundingClientRect();
    const control = parent.closest(CONTROL);
    for (const el of interactive) {
      if (el.contains(parent) || parent.contains(el)) continue;
      if (control && control.contains(el)) continue;
      const boxes = rectOf.get(el) ?? [];
      if (!overlap(boxes, [textRect])) continue;
      // the text's own lines, not the box around a wrapped paragraph
      if (!overlap(boxes, [...range.getClientRects()])) continue;
      const line = `${describe(el)} overlaps the text "${(node.textContent ?? '').trim().slice(0, 30)}"`;
      if (!seen.has(line)) problems.push(line);
      seen.add(line);
    }
  }

  // 3. images cropped by their frame
  for (const el of document.querySelectorAll('img, svg')) {
    if (el.parentElement?.closest('svg') || !visible(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width < 12 || rect.height < 12) continue;
    if (el instanceof HTMLImageElement && el.naturalWidth > 0) {
      const fit = getComputedStyle(el).objectFit;
      const natural = el.naturalWidth / el.naturalHeight;
      const box = rect.width / rect.height;
      if ((fit === 'cover' || fit === 'none') && Math.abs(natural / box - 1) > 0.03) {
        problems.push(`${describe(el)} is cropped by object-fit: ${fit}`);
      }
    }
    if (el instanceof SVGSVGElement && /slice/.test(el.getAttribute('preserveAspectRatio') ?? '')) {
      problems.push(`${describe(el)} is cropped (preserveAspectRatio slice)`);
    }
    const clip = clipper(el);
    if (clip && !clip.scrolls) {
      const box = clip.node.getBoundingClientRect();
      const cut =
        box.left - rect.left > 2 ||
        rect.right - box.right > 2 ||
        box.top - rect.top > 2 ||
        rect.bottom - box.bottom > 2;
      if (cut) problems.push(`${describe(el)} is cut by its frame ${describe(clip.node)}`);
    }
  }
  return problems;
}

/**
 * The layout problems of the page (at the top of the page) as it is now, or once it has
 * rendered `framesFirst` more frames.
 */
export function layoutProblems(page: Page, framesFirst = 0): Promise<string[]> {
  return page.evaluate(findLayoutProblems, framesFirst);
}
