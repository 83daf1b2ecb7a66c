import type { ChipHardware, IpCoreHardware } from './hardware';
import { ART, ART_FONT, ART_HEIGHT, ART_WIDTH } from './palette';
import { el, g, r, type SvgNode } from './svg-node';

// A packaged chip in three-quarter view (substrate, lid with the marking, ball grid along
// the edges), and an IP core as a die floor plan with its block lit in brand red.

function diamond(cx: number, cy: number, w: number, h: number): string {
  return `M${r(cx)} ${r(cy - h)} L${r(cx + w)} ${r(cy)} L${r(cx)} ${r(cy + h)} L${r(cx - w)} ${r(cy)} Z`;
}

export function chipArt(chip: ChipHardware, name: string): SvgNode {
  const cx = ART_WIDTH / 2;
  const cy = ART_HEIGHT / 2 - 6;
  const balls = Array.from({ length: 11 }, (_, i) => {
    const t = (i + 1) / 12;
    return [
      el('circle', {
        cx: r(cx - 170 + 170 * t),
        cy: r(cy + 14 + 85 * t),
        r: 3,
        fill: ART.metalDark,
      }),
      el('circle', {
        cx: r(cx + 170 * t),
        cy: r(cy + 14 + 85 - 85 * t),
        r: 3,
        fill: ART.metalDark,
      }),
    ];
  }).flat();
  return g({ 'data-kind': 'chip' }, [
    el('ellipse', { cx, cy: cy + 112, rx: 170, ry: 12, fill: ART.navy, opacity: 0.12 }),
    ...balls,
    // substrate: a flat slab with a visible edge
    el('path', { d: diamond(cx, cy + 12, 170, 85), fill: '#12402F' }),
    el('path', {
      d: diamond(cx, cy, 170, 85),
      fill: '#1D5C45',
      stroke: '#2E7A5D',
      'stroke-width': 2,
    }),
    // lid
    el('path', { d: diamond(cx, cy + 6, 110, 55), fill: ART.metalDark }),
    el('path', {
      d: diamond(cx, cy, 110, 55),
      fill: ART.metal,
      stroke: ART.white,
      'stroke-width': 1.5,
    }),
    el('circle', { cx: r(cx - 62), cy: r(cy), r: 5, fill: ART.red }),
    g({ transform: `translate(${cx} ${cy}) rotate(-26.6) skewX(26.6) scale(1 0.9)` }, [
      el(
        'text',
        {
          x: 0,
          y: 2,
          'text-anchor': 'middle',
          'font-family': ART_FONT,
          'font-size': 26,
          'font-weight': 800,
          fill: ART.navy,
          'aria-hidden': 'true',
        },
        chip.chip,
      ),
      chip.marking &&
        el(
          'text',
          {
            x: 0,
            y: 22,
            'text-anchor': 'middle',
            'font-family': ART_FONT,
            'font-size': 11,
            fill: '#55616D',
            'aria-hidden': 'true',
          },
          chip.marking,
        ),
    ]),
    el('title', {}, name),
  ]);
}

export function ipCoreArt(core: IpCoreHardware, name: string): SvgNode {
  const size = 200;
  const x = (ART_WIDTH - size) / 2;
  const y = (ART_HEIGHT - size) / 2;
  const cell = size / 5;
  const lit = 12; // the middle cell: the core's place in the design
  const cells = Array.from({ length: 25 }, (_, i) => {
    const cx = x + (i % 5) * cell;
    const cy = y + Math.floor(i / 5) * cell;
    const on = i === lit;
    return el('rect', {
      x: r(cx + 4),
      y: r(cy + 4),
      width: r(cell - 8),
      height: r(cell - 8),
      rx: 3,
      fill: on ? ART.red : i % 3 === 0 ? '#22384D' : '#1A2C3E',
    });
  });
  const pins = Array.from({ length: 9 }, (_, i) => {
    const at = y + 20 + i * 20;
    return [
      el('rect', { x: r(x - 16), y: r(at - 3), width: 12, height: 6, fill: ART.gold }),
      el('rect', { x: r(x + size + 4), y: r(at - 3), width: 12, height: 6, fill: ART.gold }),
    ];
  }).flat();
  return g({ 'data-kind': 'ipcore' }, [
    ...pins,
    el('rect', {
      x,
      y,
      width: size,
      height: size,
      rx: 8,
      fill: ART.silicon,
      stroke: ART.trace,
      'stroke-width': 2,
    }),
    ...cells,
    el(
      'text',
      {
        x: r(x + 2.5 * cell),
        y: r(y + 2.5 * cell + 6),
        'text-anchor': 'middle',
        'font-family': ART_FONT,
        'font-size': 15,
        'font-weight': 800,
        fill: ART.white,
        'aria-hidden': 'true',
      },
      core.block,
    ),
    // traces from the core to the pins
    el('path', {
      d: `M${r(x + 3 * cell)} ${r(y + 2.5 * cell)} h${r(2 * cell - 4)} M${r(x + 2 * cell)} ${r(y + 2.5 * cell)} h${r(-2 * cell + 4)}`,
      stroke: ART.red,
      'stroke-width': 2,
      opacity: 0.7,
    }),
    el('title', {}, name),
  ]);
}
