import type { ReactNode } from 'react';
import type { IconPalette } from './palette';

// The small glyph library of docs/site.md §2 'Product icon sets' / §9 'Icons': every product icon
// is one of these subjects drawn on a 48-unit grid, scaled into its set's view box.
// One drawing per subject instead of hundreds of hand-copied SVG files.

export const GLYPH_GRID = 48;

type Draw = (p: IconPalette) => ReactNode;

const line = (p: IconPalette) => ({
  fill: 'none',
  stroke: p.fg,
  strokeWidth: 2.5,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
});

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

function badge(text: string, fontSize: number): Draw {
  return (p) => (
    <>
      <rect x="4" y="12" width="40" height="24" rx="4" {...line(p)} />
      <rect x="4" y="31" width="40" height="5" rx="2" fill={p.accent} />
      <text
        x="24"
        y="22.5"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontSize={fontSize}
        fill={p.fg}
      >
        {text}
      </text>
    </>
  );
}

const GLYPHS = {
  cloud: (p) => (
    <>
      <path d="M14 36h21a8 8 0 0 0 1-16 11 11 0 0 0-21-3 9.5 9.5 0 0 0-1 19z" {...line(p)} />
      <path d="M19 30h10" {...line(p)} stroke={p.accent} />
    </>
  ),
  network: (p) => (
    <>
      <path d="M24 14 13 33M24 14l11 19M13 33h22" {...line(p)} />
      <circle cx="24" cy="12" r="5" fill={p.accent} />
      <circle cx="12" cy="34" r="5" fill={p.fg} />
      <circle cx="36" cy="34" r="5" fill={p.fg} />
    </>
  ),
  server: (p) => (
    <>
      <rect x="9" y="9" width="30" height="12" rx="2" {...line(p)} />
      <rect x="9" y="27" width="30" height="12" rx="2" {...line(p)} />
      <circle cx="15" cy="15" r="2" fill={p.accent} />
      <circle cx="15" cy="33" r="2" fill={p.accent} />
      <path d="M22 15h11M22 33h11" {...line(p)} />
    </>
  ),
  rack: (p) => (
    <>
      <rect x="13" y="5" width="22" height="38" rx="2" {...line(p)} />
      <path d="M13 15h22M13 24h22M13 33h22" {...line(p)} />
      <circle cx="18" cy="10" r="1.8" fill={p.accent} />
      <circle cx="18" cy="19.5" r="1.8" fill={p.accent} />
      <circle cx="18" cy="28.5" r="1.8" fill={p.accent} />
    </>
  ),
  database: (p) => (
    <>
      <ellipse cx="24" cy="12" rx="13" ry="5" {...line(p)} />
      <path d="M11 12v24c0 2.8 5.8 5 13 5s13-2.2 13-5V12" {...line(p)} />
      <path d="M11 24c0 2.8 5.8 5 13 5s13-2.2 13-5" {...line(p)} stroke={p.accent} />
    </>
  ),
  storage: (p) => (
    <>
      <rect x="7" y="13" width="34" height="22" rx="3" {...line(p)} />
      <circle cx="32" cy="24" r="4.5" {...line(p)} stroke={p.accent} />
      <path d="M13 20h10M13 25h8M13 30h10" {...line(p)} />
    </>
  ),
  lock: (p) => (
    <>
      <path d="M17 22v-6a7 7 0 0 1 14 0v6" {...line(p)} />
      <rect x="11" y="22" width="26" height="19" rx="3" {...line(p)} />
      <circle cx="24" cy="30" r="2.6" fill={p.accent} />
      <path d="M24 32v4" {...line(p)} stroke={p.accent} />
    </>
  ),
  link: (p) => (
    <>
      <path d="M21 27l6-6" {...line(p)} stroke={p.accent} />
      <path d="M23 15l3-3a7.5 7.5 0 0 1 10.6 10.6l-3 3" {...line(p)} />
      <path d="M25 33l-3 3a7.5 7.5 0 0 1-10.6-10.6l3-3" {...line(p)} />
    </>
  ),
  star: (p) => (
    <polygon points={starPoints(24, 25, 17, 7.5)} {...line(p)} fill={p.accent} stroke={p.accent} />
  ),
  code: (p) => (
    <>
      <path d="M17 14 7 24l10 10M31 14l10 10-10 10" {...line(p)} />
      <path d="M27 10l-6 28" {...line(p)} stroke={p.accent} />
    </>
  ),
  document: (p) => (
    <>
      <path d="M13 5h15l8 8v30H13z" {...line(p)} />
      <path d="M28 5v8h8" {...line(p)} />
      <path d="M18 22h13M18 28h13M18 34h8" {...line(p)} stroke={p.accent} />
    </>
  ),
  antenna: (p) => (
    <>
      <circle cx="24" cy="18" r="3.5" fill={p.accent} />
      <path d="M24 22v20M18 42h12" {...line(p)} />
      <path d="M17 11a10 10 0 0 0 0 14M31 11a10 10 0 0 1 0 14" {...line(p)} />
      <path d="M11 5a18 18 0 0 0 0 26M37 5a18 18 0 0 1 0 26" {...line(p)} />
    </>
  ),
  chip: (p) => (
    <>
      <rect x="13" y="13" width="22" height="22" rx="2" {...line(p)} />
      <rect x="19" y="19" width="10" height="10" fill={p.accent} />
      <path
        d="M19 6v7M24 6v7M29 6v7M19 35v7M24 35v7M29 35v7M6 19h7M6 24h7M6 29h7M35 19h7M35 24h7M35 29h7"
        {...line(p)}
      />
    </>
  ),
  badgeNP: badge('NP', 14),
  badgeDOE: badge('DOE', 13),
  badgeNOF: badge('NOF', 13),
  badgeFDMA: badge('FDMA', 11),
  badge5G: (p) => (
    <>
      <path d="M8 30a18 18 0 0 1 32 0" {...line(p)} stroke={p.accent} />
      <path d="M14 30a11 11 0 0 1 20 0" {...line(p)} stroke={p.accent} />
      <text
        x="24"
        y="37"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontStyle="italic"
        fontSize="15"
        fill={p.fg}
      >
        5G
      </text>
    </>
  ),
} satisfies Record<string, Draw>;

export type GlyphName = keyof typeof GLYPHS;
export const GLYPH_NAMES = Object.keys(GLYPHS) as GlyphName[];

export function drawGlyph(name: GlyphName, palette: IconPalette): ReactNode {
  return GLYPHS[name](palette);
}
