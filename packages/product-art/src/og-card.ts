import { ART, ART_FONT } from './palette';
import { el, g, r, toSvgString, type SvgNode } from './svg-node';

// The Open Graph image of a page (1200 × 630, the size WeChat, LinkedIn and mail clients
// show as a large card): the page's name in large type, the company and section above it,
// and the page's drawing on the right.

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const TITLE_SIZE = 60;
const TITLE_WIDTH = 600;
const MAX_LINES = 3;

/** Advance of a character in ems: CJK is square, Latin narrower (no font metrics on hand). */
function advance(char: string): number {
  if (/[\u2E80-\uFFEF]/.test(char)) return 1;
  if (/[A-Z0-9]/.test(char)) return 0.64;
  if (char === ' ') return 0.28;
  return 0.52;
}

/** Breaks a title into lines that fit `width` at `size`, ending in … past `maxLines`. */
export function wrapTitle(title: string, width: number, size: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  // Latin words stay whole; CJK breaks between any two characters
  for (const token of title.match(/[A-Za-z0-9®\-_.+/]+|\s+|./gu) ?? []) {
    const tokenWidth = [...token].reduce((sum, char) => sum + advance(char), 0) * size;
    if (used + tokenWidth > width && line.trim()) {
      // a word break shortly before keeps a name and its first characters together
      const space = line.lastIndexOf(' ');
      const tail = space > 0 ? line.slice(space + 1) : '';
      const keep = tail && [...tail].length <= 3 ? line.slice(0, space) : line;
      lines.push(keep.trim());
      line = keep === line ? '' : tail;
      used = [...line].reduce((sum, char) => sum + advance(char), 0) * size;
      if (/^\s+$/.test(token)) continue;
    }
    line += token;
    used += tokenWidth;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, -1)}…`;
  return kept;
}

export interface OgCard {
  /** The page's own name (the title without the company). */
  title: string;
  /** The section or site name shown above the title. */
  kicker: string;
  /** A line or two under the title (the page's description). */
  description?: string;
  siteName: string;
  /** The page's drawing, in the 480 × 300 product frame or a 240 × 240 portrait. */
  art?: { node: SvgNode; width: number; height: number };
}

function background(): SvgNode[] {
  const lines = Array.from({ length: 24 }, (_, i) =>
    el('line', {
      x1: i * 52,
      y1: 0,
      x2: i * 52,
      y2: OG_HEIGHT,
      stroke: '#12304A',
      'stroke-width': 1,
    }),
  );
  return [
    el(
      'defs',
      {},
      el(
        'radialGradient',
        { id: 'og-glow', cx: '78%', cy: '30%', r: '60%' },
        el('stop', { offset: '0%', 'stop-color': '#3A1E2E' }),
        el('stop', { offset: '100%', 'stop-color': ART.navy }),
      ),
    ),
    el('rect', { width: OG_WIDTH, height: OG_HEIGHT, fill: 'url(#og-glow)' }),
    ...lines,
    el('rect', { x: 0, y: OG_HEIGHT - 12, width: OG_WIDTH, height: 12, fill: ART.red }),
  ];
}

function artPanel(art: NonNullable<OgCard['art']>): SvgNode {
  const box = { x: 690, y: 110, width: 460, height: 410 };
  const scale = Math.min(box.width / art.width, box.height / art.height);
  const x = box.x + (box.width - art.width * scale) / 2;
  const y = box.y + (box.height - art.height * scale) / 2;
  const portrait = art.width === art.height;
  return g({}, [
    el('rect', { ...box, rx: 24, fill: portrait ? 'none' : '#F4F7FA' }),
    g({ transform: `translate(${r(x)} ${r(y)}) scale(${r(scale * 100) / 100})` }, [art.node]),
  ]);
}

/** The SVG text of a page's Open Graph card. */
export function ogCardSvg(card: OgCard): string {
  const lines = wrapTitle(card.title, TITLE_WIDTH, TITLE_SIZE, MAX_LINES);
  const about = card.description ? wrapTitle(card.description, TITLE_WIDTH, 26, 2) : [];
  const height = 70 + lines.length * TITLE_SIZE * 1.25 + about.length * 40;
  // the text block is centred on the card, as the picture is
  const top = (OG_HEIGHT - height) / 2 + 28;
  const first = top + 70 + TITLE_SIZE * 0.9;
  const text = { 'font-family': ART_FONT, fill: ART.white };
  const root = el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: OG_WIDTH,
      height: OG_HEIGHT,
      viewBox: `0 0 ${OG_WIDTH} ${OG_HEIGHT}`,
    },
    ...background(),
    el('rect', { x: 72, y: 56, width: 36, height: 36, rx: 6, fill: ART.red }),
    el('text', { ...text, x: 124, y: 85, 'font-size': 30, 'font-weight': 700 }, card.siteName),
    el('text', { ...text, x: 72, y: r(top + 28), 'font-size': 28, fill: '#F08A8A' }, card.kicker),
    ...lines.map((line, i) =>
      el(
        'text',
        {
          ...text,
          x: 72,
          y: r(first + i * TITLE_SIZE * 1.25),
          'font-size': TITLE_SIZE,
          'font-weight': 700,
        },
        line,
      ),
    ),
    ...about.map((line, i) =>
      el(
        'text',
        {
          ...text,
          x: 72,
          y: r(first + (lines.length - 1) * TITLE_SIZE * 1.25 + 56 + i * 40),
          'font-size': 26,
          fill: '#B8C6D4',
        },
        line,
      ),
    ),
    card.art && artPanel(card.art),
  );
  return toSvgString(root);
}
