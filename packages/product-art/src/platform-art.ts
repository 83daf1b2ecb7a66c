import type { PlatformHardware } from './hardware';
import { ART, ART_FONT, ART_HEIGHT } from './palette';
import { el, g, r, type SvgNode } from './svg-node';

// A software platform as its stack: a console window in front of the layers it spans, the
// product's own layer in brand red.

export function platformArt(platform: PlatformHardware, name: string): SvgNode {
  const layers = platform.layers;
  const accent = platform.accent ?? Math.min(1, layers.length - 1);
  const rowHeight = Math.min(44, 200 / layers.length);
  const stackX = 190;
  const stackWidth = 250;
  const stackTop = (ART_HEIGHT - rowHeight * layers.length) / 2;
  const rows = layers.map((layer, i) => {
    const y = stackTop + i * rowHeight;
    const on = i === accent;
    return g({}, [
      el('rect', {
        x: stackX,
        y: r(y + 3),
        width: stackWidth,
        height: r(rowHeight - 6),
        rx: 6,
        fill: on ? ART.red : i % 2 ? '#1B3A57' : '#143049',
      }),
      el(
        'text',
        {
          x: stackX + stackWidth / 2 + 20,
          y: r(y + rowHeight / 2 + 5),
          'text-anchor': 'middle',
          'font-family': ART_FONT,
          'font-size': 14,
          'font-weight': on ? 700 : 400,
          fill: ART.white,
          'aria-hidden': 'true',
        },
        layer,
      ),
    ]);
  });
  const codeLines = [64, 92, 48, 80, 36, 70].map((width, i) =>
    el('rect', {
      x: 60 + (i % 3 === 2 ? 14 : 0),
      y: 112 + i * 16,
      width,
      height: 6,
      rx: 3,
      fill: i === 1 ? ART.red : '#7FA3C2',
      opacity: i === 1 ? 1 : 0.8,
    }),
  );
  return g({ 'data-kind': 'platform' }, [
    ...rows,
    // the console window, overlapping the stack's left edge
    el('rect', {
      x: 44,
      y: 78,
      width: 180,
      height: 140,
      rx: 8,
      fill: ART.navy,
      stroke: '#2A4A66',
      'stroke-width': 2,
    }),
    el('rect', { x: 44, y: 78, width: 180, height: 22, rx: 8, fill: '#1D3650' }),
    ...[0, 1, 2].map((i) =>
      el('circle', { cx: 58 + i * 12, cy: 89, r: 4, fill: i === 0 ? ART.red : ART.grey }),
    ),
    ...codeLines,
    el('title', {}, name),
  ]);
}
