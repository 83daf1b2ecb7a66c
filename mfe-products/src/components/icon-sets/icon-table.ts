import type { GlyphName } from './glyphs';

// The data table of the per-family icon sets (docs/site.md §2 'Product icon sets', §9 'Icons'):
// which glyph each numbered icon shows and in which square view box it is drawn.

/** docs/site.md §9: the square view boxes of product icons. */
export const PRODUCT_VIEW_BOXES = [48, 36, 33, 31, 32, 62] as const;
export type ProductViewBox = (typeof PRODUCT_VIEW_BOXES)[number];

export const ICON_FAMILIES = [
  'conflux2200d',
  'conflux2200e',
  'conflux2200p',
  'flexflow2100n',
  'flexflow2100p',
  'flexflow2100r',
  'flexflow2100s',
  'flexflow2200t',
  'swift2200n',
  'swift2200ns',
  'ndnp',
] as const;
export type IconFamily = (typeof ICON_FAMILIES)[number];

export const ICON_KINDS = ['feature', 'applicationAreas', 'technich', 'series'] as const;
export type IconKind = (typeof ICON_KINDS)[number];

export interface IconSetSpec {
  viewBox: Record<IconKind, ProductViewBox>;
  /** Numbered 1…n in the order listed. */
  icons: Partial<Record<IconKind, readonly GlyphName[]>>;
}

// docs/site.md §9: technich icons 1–6, and 1–5 for some models.
const TECHNICH_6: readonly GlyphName[] = [
  'badgeNP',
  'badgeDOE',
  'badgeNOF',
  'badgeFDMA',
  'badge5G',
  'lock',
];
const TECHNICH_5: readonly GlyphName[] = [
  'badgeNP',
  'badgeDOE',
  'badgeNOF',
  'badgeFDMA',
  'badge5G',
];

// docs/site.md §9: applicationAreas icons 1–6 (cloud, finance/database, telecom, storage, security, HPC).
const AREAS: readonly GlyphName[] = ['cloud', 'database', 'antenna', 'storage', 'lock', 'server'];

const CONFLUX = { feature: 48, applicationAreas: 62, technich: 36, series: 48 } as const;
const FLEXFLOW = { feature: 33, applicationAreas: 62, technich: 31, series: 33 } as const;
const SWIFT = { feature: 32, applicationAreas: 62, technich: 36, series: 32 } as const;

export const ICON_SETS: Record<IconFamily, IconSetSpec> = {
  conflux2200d: {
    viewBox: CONFLUX,
    icons: {
      feature: ['storage', 'database', 'link', 'lock', 'server', 'network', 'star', 'code'],
      applicationAreas: AREAS,
      technich: TECHNICH_6,
    },
  },
  conflux2200e: {
    viewBox: CONFLUX,
    icons: {
      feature: [
        'network',
        'server',
        'database',
        'storage',
        'lock',
        'link',
        'star',
        'code',
        'document',
      ],
      applicationAreas: AREAS,
      technich: TECHNICH_6,
    },
  },
  conflux2200p: {
    viewBox: CONFLUX,
    icons: {
      feature: ['storage', 'network', 'lock', 'database', 'link', 'server', 'star', 'cloud'],
      applicationAreas: AREAS,
      technich: TECHNICH_6,
    },
  },
  flexflow2100n: {
    viewBox: FLEXFLOW,
    icons: {
      feature: ['network', 'link', 'star', 'code', 'server', 'lock'],
      applicationAreas: AREAS,
      technich: TECHNICH_5,
    },
  },
  flexflow2100p: {
    viewBox: FLEXFLOW,
    icons: {
      feature: ['storage', 'network', 'link', 'star', 'code', 'lock'],
      applicationAreas: AREAS,
      technich: TECHNICH_5,
    },
  },
  flexflow2100r: {
    viewBox: FLEXFLOW,
    icons: {
      feature: ['network', 'antenna', 'link', 'star', 'lock', 'code'],
      applicationAreas: AREAS,
      technich: TECHNICH_5,
    },
  },
  flexflow2100s: {
    viewBox: FLEXFLOW,
    icons: {
      feature: ['lock', 'network', 'link', 'star', 'document', 'code'],
      applicationAreas: AREAS,
      technich: TECHNICH_5,
    },
  },
  flexflow2200t: {
    viewBox: FLEXFLOW,
    icons: {
      feature: ['network', 'star', 'link', 'lock', 'code', 'server', 'antenna'],
      applicationAreas: AREAS,
      technich: TECHNICH_6,
    },
  },
  swift2200n: {
    viewBox: SWIFT,
    icons: {
      feature: ['chip', 'network', 'star', 'link', 'code', 'lock', 'server', 'storage', 'cloud'],
      applicationAreas: AREAS,
      technich: TECHNICH_6,
      // docs/site.md §9: series icons 1–7 for one model
      series: ['chip', 'network', 'server', 'storage', 'lock', 'cloud', 'antenna'],
    },
  },
  swift2200ns: {
    viewBox: SWIFT,
    icons: {
      feature: ['chip', 'network', 'lock', 'star', 'link', 'code', 'storage'],
      applicationAreas: AREAS,
      technich: TECHNICH_5,
    },
  },
  ndnp: {
    viewBox: { feature: 48, applicationAreas: 62, technich: 36, series: 48 },
    icons: {
      feature: ['code', 'network', 'document', 'star', 'link', 'server', 'cloud'],
      applicationAreas: AREAS,
      technich: TECHNICH_5,
    },
  },
};

/** docs/site.md §9: generic numbered feature icons 4 to 10, shared by every family. */
export const GENERIC_FEATURES: Readonly<Record<number, GlyphName>> = {
  4: 'server',
  5: 'database',
  6: 'storage',
  7: 'lock',
  8: 'link',
  9: 'code',
  10: 'document',
};
export const GENERIC_VIEW_BOX: ProductViewBox = 48;

/** The glyph and view box of a numbered icon (1-based), or undefined when not in the set. */
export function lookupIcon(
  family: IconFamily | 'generic',
  kind: IconKind,
  index: number,
): { glyph: GlyphName; viewBox: ProductViewBox } | undefined {
  if (family === 'generic') {
    const glyph = kind === 'feature' ? GENERIC_FEATURES[index] : undefined;
    return glyph ? { glyph, viewBox: GENERIC_VIEW_BOX } : undefined;
  }
  const set = ICON_SETS[family];
  const glyph = set.icons[kind]?.[index - 1];
  return glyph ? { glyph, viewBox: set.viewBox[kind] } : undefined;
}

export function isIconFamily(value: string): value is IconFamily {
  return (ICON_FAMILIES as readonly string[]).includes(value);
}

export function isIconKind(value: string): value is IconKind {
  return (ICON_KINDS as readonly string[]).includes(value);
}
