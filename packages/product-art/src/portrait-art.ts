import { ART } from './palette';
import { el, g, type SvgNode } from './svg-node';

// An illustrated portrait (head and shoulders) from a few facts in the leader's content
// (`portrait:`): hair, skin, glasses, clothes and background. A leader without them gets a
// stable choice derived from the slug, so no two of the team look alike by accident.

export const HAIR_STYLES = [
  'short',
  'side-part',
  'crew',
  'long',
  'bob',
  'bun',
  'receding',
] as const;
export const OUTFITS = ['suit-tie', 'suit-open', 'blouse', 'turtleneck'] as const;

export interface PortraitSpec {
  hair: (typeof HAIR_STYLES)[number];
  hairColor: string;
  skin: string;
  glasses: boolean;
  outfit: (typeof OUTFITS)[number];
  /** Jacket or top colour. */
  clothes: string;
  /** Background tint behind the bust. */
  background: string;
}

const SKINS = ['#F1CBB0', '#E8B896', '#D9A27E', '#F5D5BE', '#C98E6B'];
const HAIR_COLORS = ['#1E1A18', '#2E2420', '#3B2D26', '#4A4A4A', '#151515'];
const CLOTHES = [ART.navy, '#2C3E50', '#44546A', '#5A2A2A', '#1F3A5F', '#3A3A3A'];
const BACKGROUNDS = ['#E8EEF4', '#F3E9E6', '#E9F0EC', '#EEEAF3', '#F4F0E6', '#E6EEF2'];

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

function pick<T>(list: readonly T[], seed: number, salt: number): T {
  return list[(seed >>> salt) % list.length] as T;
}

function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
}

/** The portrait of a content document's `portrait:` facts, filled in from the slug. */
export function readPortrait(raw: unknown, slug: string): PortraitSpec {
  const seed = hash(slug);
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const hair = (HAIR_STYLES as readonly unknown[]).includes(value.hair)
    ? (value.hair as PortraitSpec['hair'])
    : pick(HAIR_STYLES, seed, 0);
  const outfit = (OUTFITS as readonly unknown[]).includes(value.outfit)
    ? (value.outfit as PortraitSpec['outfit'])
    : pick(OUTFITS, seed, 3);
  return {
    hair,
    outfit,
    hairColor: colour(value.hairColor, pick(HAIR_COLORS, seed, 6)),
    skin: colour(value.skin, pick(SKINS, seed, 9)),
    glasses: typeof value.glasses === 'boolean' ? value.glasses : ((seed >>> 12) & 1) === 1,
    clothes: colour(value.clothes, pick(CLOTHES, seed, 14)),
    background: colour(value.background, pick(BACKGROUNDS, seed, 18)),
  };
}

function hairBack(spec: PortraitSpec): SvgNode | false {
  if (spec.hair === 'long') {
    return el('path', {
      d: 'M72 104 C66 60 174 60 168 104 L176 186 L64 186 Z',
      fill: spec.hairColor,
    });
  }
  if (spec.hair === 'bob') {
    return el('path', {
      d: 'M74 100 C70 52 170 52 166 100 L170 150 L70 150 Z',
      fill: spec.hairColor,
    });
  }
  if (spec.hair === 'bun') {
    return el('circle', { cx: 120, cy: 50, r: 20, fill: spec.hairColor });
  }
  return false;
}

function hairFront(spec: PortraitSpec): SvgNode {
  const fill = spec.hairColor;
  const shape = (d: string) => el('path', { d, fill });
  switch (spec.hair) {
    case 'short':
      return shape('M84 96 C80 56 160 50 158 96 C150 78 128 70 108 74 C96 76 88 84 84 96 Z');
    case 'side-part':
      return shape(
        'M82 100 C76 52 164 48 160 100 C156 84 150 76 140 72 C120 80 100 78 92 74 C86 80 84 90 82 100 Z',
      );
    case 'crew':
      return shape('M86 90 C88 60 152 58 156 90 C140 80 102 80 86 90 Z');
    case 'receding':
      return g({ fill }, [
        el('path', { d: 'M84 104 C82 90 84 80 90 74 L94 100 Z' }),
        el('path', { d: 'M158 104 C160 90 158 80 152 74 L148 100 Z' }),
      ]);
    case 'long':
    case 'bob':
      return shape('M82 104 C78 56 162 56 158 104 C150 84 136 74 118 76 C104 78 92 86 82 104 Z');
    case 'bun':
      return shape('M84 100 C80 58 160 58 156 100 C148 80 134 74 120 74 C106 74 92 80 84 100 Z');
  }
}

function outfit(spec: PortraitSpec): SvgNode {
  const body = el('path', {
    d: 'M40 240 C40 186 76 170 120 170 C164 170 200 186 200 240 Z',
    fill: spec.clothes,
  });
  switch (spec.outfit) {
    case 'suit-tie':
      return g({}, [
        body,
        el('path', { d: 'M100 172 L120 214 L140 172 Z', fill: ART.white }),
        el('path', { d: 'M116 180 L124 180 L128 222 L120 232 L112 222 Z', fill: ART.red }),
        el('path', {
          d: 'M100 172 L120 214 L104 240 L88 178 Z',
          fill: spec.clothes,
          opacity: 0.85,
        }),
        el('path', {
          d: 'M140 172 L120 214 L136 240 L152 178 Z',
          fill: spec.clothes,
          opacity: 0.85,
        }),
      ]);
    case 'suit-open':
      return g({}, [
        body,
        el('path', { d: 'M102 172 L120 200 L138 172 Z', fill: '#DDE6EE' }),
        el('path', {
          d: 'M102 172 L120 200 L106 240 L90 178 Z',
          fill: spec.clothes,
          opacity: 0.85,
        }),
        el('path', {
          d: 'M138 172 L120 200 L134 240 L150 178 Z',
          fill: spec.clothes,
          opacity: 0.85,
        }),
      ]);
    case 'blouse':
      return g({}, [
        body,
        el('path', { d: 'M100 172 C106 192 134 192 140 172 Z', fill: spec.skin }),
      ]);
    case 'turtleneck':
      return g({}, [
        body,
        el('rect', { x: 102, y: 160, width: 36, height: 22, rx: 8, fill: spec.clothes }),
      ]);
  }
}

/** A 240 × 240 head-and-shoulders drawing. */
export function portraitArt(spec: PortraitSpec): SvgNode {
  return g({ 'data-kind': 'portrait' }, [
    el('rect', { width: 240, height: 240, fill: spec.background }),
    hairBack(spec),
    el('rect', { x: 108, y: 140, width: 24, height: 36, rx: 8, fill: spec.skin }),
    outfit(spec),
    el('ellipse', { cx: 84, cy: 112, rx: 7, ry: 10, fill: spec.skin }),
    el('ellipse', { cx: 156, cy: 112, rx: 7, ry: 10, fill: spec.skin }),
    el('ellipse', { cx: 120, cy: 108, rx: 37, ry: 45, fill: spec.skin }),
    hairFront(spec),
    // brows, eyes, mouth
    el('path', {
      d: 'M98 98 q8 -5 16 0 M126 98 q8 -5 16 0',
      stroke: spec.hairColor,
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    el('circle', { cx: 106, cy: 108, r: 3.2, fill: '#2A2220' }),
    el('circle', { cx: 134, cy: 108, r: 3.2, fill: '#2A2220' }),
    el('path', {
      d: 'M108 130 q12 9 24 0',
      stroke: '#9A5A4A',
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    spec.glasses &&
      g({ fill: 'none', stroke: '#2A2F36', 'stroke-width': 2.5 }, [
        el('rect', { x: 93, y: 99, width: 24, height: 18, rx: 6 }),
        el('rect', { x: 123, y: 99, width: 24, height: 18, rx: 6 }),
        el('path', { d: 'M117 106 h6' }),
      ]),
  ]);
}
