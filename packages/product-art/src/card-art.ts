import type { CardHardware } from './hardware';
import { ART, ART_FONT, ART_HEIGHT } from './palette';
import { el, g, r, type SvgNode } from './svg-node';

// A PCIe card seen from its component side, to scale: the board's height and the bracket
// follow the form factor, the cages on the left edge follow the ports (count and type), the
// edge connector follows the lanes, the heatsink is finned (passive) or carries a fan
// (active), and its label names the chip. 1 mm ≈ 2 units.

const MM = 2;
const BOARD_LENGTH = 167 * MM;
const BOARD_HEIGHT = { HHHL: 68.9 * MM, FHHL: 111.2 * MM } as const;
const BRACKET_HEIGHT = { 'low-profile': 79.2 * MM, 'full-height': 120.7 * MM } as const;
const CAGE = {
  SFP28: { width: 14, length: 48 },
  QSFP28: { width: 18.4, length: 58 },
  QSFP56: { width: 18.4, length: 58 },
  RJ45: { width: 16, length: 22 },
} as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function ports(card: CardHardware, board: Box): SvgNode[] {
  const size = CAGE[card.ports.type];
  const gap = 4 * MM;
  const wanted = card.ports.count * size.width * MM + (card.ports.count - 1) * gap;
  // four cages on a low board get a little narrower rather than run off it
  const scale = Math.min(1, (board.height - 16) / wanted);
  const width = size.width * MM * scale;
  const length = size.length * MM;
  const top = board.y + (board.height - wanted * scale) / 2;
  return Array.from({ length: card.ports.count }, (_, i) => {
    const y = top + i * (width + gap * scale);
    const x = board.x - 6;
    return g({}, [
      el('rect', {
        x: r(x),
        y: r(y),
        width: r(length),
        height: r(width),
        rx: 2,
        fill: ART.metal,
        stroke: ART.metalLine,
        'stroke-width': 1,
      }),
      ...[0.3, 0.55, 0.8].map((at) =>
        el('line', {
          x1: r(x + length * at),
          y1: r(y + 3),
          x2: r(x + length * at),
          y2: r(y + width - 3),
          stroke: ART.metalDark,
          'stroke-width': 1,
        }),
      ),
      el('circle', { cx: r(x + length + 6), cy: r(y + 5), r: 2.2, fill: ART.ledGreen }),
      el('circle', { cx: r(x + length + 6), cy: r(y + width - 5), r: 2.2, fill: ART.ledAmber }),
    ]);
  });
}

function fan(cx: number, cy: number, radius: number): SvgNode {
  const blades = Array.from({ length: 7 }, (_, i) => {
    const angle = (i * 360) / 7;
    return el('path', {
      d: `M0 0 C ${r(radius * 0.35)} ${r(-radius * 0.2)} ${r(radius * 0.75)} ${r(-radius * 0.35)} ${r(radius * 0.92)} ${r(-radius * 0.05)} L ${r(radius * 0.3)} ${r(radius * 0.16)} Z`,
      fill: ART.navy,
      opacity: 0.85,
      transform: `rotate(${r(angle)})`,
    });
  });
  return g({ transform: `translate(${r(cx)} ${r(cy)})` }, [
    el('circle', { r: r(radius), fill: '#2B3947', stroke: ART.metalLine, 'stroke-width': 2 }),
    ...blades,
    el('circle', { r: r(radius * 0.28), fill: ART.red }),
  ]);
}

function heatsink(card: CardHardware, board: Box, name: string): SvgNode {
  const height = Math.min(board.height - 24, 118);
  const width = 112;
  const x = board.x + 104;
  const y = board.y + (board.height - height) / 2;
  const fins = Array.from({ length: Math.floor(width / 7) - 1 }, (_, i) =>
    el('line', {
      x1: r(x + 7 + i * 7),
      y1: r(y + 4),
      x2: r(x + 7 + i * 7),
      y2: r(y + height - 4),
      stroke: ART.metalDark,
      'stroke-width': 2,
    }),
  );
  const labelWidth = Math.max(56, card.chip.length * 9 + 20);
  const labelY = card.heatsink === 'active' ? y + height - 24 : y + height / 2 - 11;
  return g({ 'data-part': 'heatsink' }, [
    el('rect', {
      x: r(x),
      y: r(y),
      width,
      height: r(height),
      rx: 4,
      fill: ART.metal,
      stroke: ART.metalLine,
    }),
    ...fins,
    el('rect', { x: r(x), y: r(y), width, height: 5, rx: 2, fill: ART.red }),
    card.heatsink === 'active' &&
      fan(x + width / 2, y + height / 2 - 8, Math.min(height / 2 - 18, 40)),
    el('rect', {
      x: r(x + (width - labelWidth) / 2),
      y: r(labelY),
      width: r(labelWidth),
      height: 20,
      rx: 3,
      fill: ART.navy,
    }),
    el(
      'text',
      {
        x: r(x + width / 2),
        y: r(labelY + 14.5),
        'text-anchor': 'middle',
        'font-family': ART_FONT,
        'font-size': 12,
        'font-weight': 700,
        fill: ART.white,
        'aria-hidden': 'true',
      },
      card.chip,
    ),
    el('title', {}, `${name} ${card.chip}`),
  ]);
}

function boardDetails(board: Box): SvgNode[] {
  const memoryX = board.x + 262;
  const rows = board.height > 180 ? 3 : 2;
  const memory = Array.from({ length: rows * 2 }, (_, i) =>
    el('rect', {
      x: r(memoryX + (i % 2) * 30),
      y: r(board.y + 18 + Math.floor(i / 2) * 30),
      width: 24,
      height: 20,
      rx: 2,
      fill: ART.silicon,
    }),
  );
  const traces = [0.25, 0.5, 0.75].map((at) =>
    el('path', {
      d: `M${r(board.x + 60)} ${r(board.y + board.height * at)} h30 l12 ${r(board.height * 0.08)} h60`,
      stroke: ART.trace,
      'stroke-width': 1.5,
      fill: 'none',
    }),
  );
  return [...traces, ...memory];
}

/** The drawing of a PCIe card from its hardware facts. */
export function cardArt(card: CardHardware, name: string): SvgNode {
  const boardHeight = BOARD_HEIGHT[card.formFactor];
  const bracketHeight = BRACKET_HEIGHT[card.bracket];
  const total = Math.max(boardHeight, bracketHeight) + 14;
  const top =
    (ART_HEIGHT - total) / 2 + (bracketHeight - boardHeight > 0 ? bracketHeight - boardHeight : 0);
  const board: Box = { x: 86, y: top, width: BOARD_LENGTH, height: boardHeight };
  const bottom = board.y + board.height;
  const fingerStart = board.x + 38 * MM;
  const fingerLength = (card.lanes === 16 ? 89 : 56) * MM;
  const fingers = Array.from({ length: Math.floor(fingerLength / 5) }, (_, i) =>
    el('rect', {
      x: r(fingerStart + i * 5 + 1),
      y: r(bottom + 1),
      width: 3,
      height: 11,
      fill: ART.gold,
    }),
  );
  return g({ 'data-kind': 'card', 'data-form-factor': card.formFactor }, [
    el('ellipse', {
      cx: r(board.x + board.width / 2),
      cy: r(bottom + 20),
      rx: r(board.width / 2 + 10),
      ry: 8,
      fill: ART.navy,
      opacity: 0.12,
    }),
    el('rect', {
      x: r(fingerStart - 2),
      y: r(bottom - 1),
      width: r(fingerLength + 4),
      height: 14,
      rx: 2,
      fill: ART.goldDark,
    }),
    ...fingers,
    el('rect', {
      ...board,
      x: r(board.x),
      y: r(board.y),
      width: r(board.width),
      height: r(board.height),
      rx: 5,
      fill: ART.board,
      stroke: ART.boardEdge,
      'stroke-width': 2,
    }),
    ...boardDetails(board),
    heatsink(card, board, name),
    el(
      'text',
      {
        x: r(board.x + board.width - 10),
        y: r(bottom - 10),
        'text-anchor': 'end',
        'font-family': ART_FONT,
        'font-size': 11,
        fill: '#9FB6CC',
        'aria-hidden': 'true',
      },
      name,
    ),
    // the bracket: taller than a low board, with its screw tab on top
    el('rect', {
      x: r(board.x - 16),
      y: r(bottom - bracketHeight),
      width: 7,
      height: r(bracketHeight + 12),
      fill: ART.metalDark,
      stroke: ART.metalLine,
    }),
    el('rect', {
      x: r(board.x - 30),
      y: r(bottom - bracketHeight),
      width: 21,
      height: 6,
      fill: ART.metalDark,
      stroke: ART.metalLine,
    }),
    ...ports(card, board),
  ]);
}
